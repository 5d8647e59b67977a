/** The pages a city subdomain keeps its own canonical for (§4.3): home, sale, shops, tag, brands, catalogue, product. */
const OWN_CANONICAL = /^\/(?:$|sale\/|shops\/|tag\/|brands\/|catalog\/|product\/[^/]+\/$)/;

/**
 * Whether a non-main city subdomain keeps its own address as the canonical of the page at `path`
 * (§4.3): home, sale, shops, tag, brands, catalogue and product pages do; product sub-pages, promo
 * codes and every other page name the main city's address instead.
 */
export function keepsOwnCanonical(path: string): boolean {
  return OWN_CANONICAL.test(path);
}
