/** Where an address under `/brands/` leads, with its params (`filter`: the §5 conditions, `''` for none). */
export type BrandsAddress =
  | { kind: 'index' }
  | { kind: 'tag'; params: { code: string; filter: string } }
  | { kind: 'brand'; params: { brand: string; filter: string } }
  | { kind: 'section'; params: { brand: string; section: string; filter: string } };

// Literals, not `new RegExp`: the route list imports this module with the route (its loader left
// out), and only side-effect-free declarations are dropped from the shared entry with it.
const TAG = /^\/brands\/tag\/([a-z0-9][a-z0-9-]*)\/(?:filter\/(.+)\/apply\/)?$/;
const BRAND = /^\/brands\/([a-z0-9][a-z0-9-]*)\/(?:filter\/(.+)\/apply\/)?$/;
const SECTION = /^\/brands\/([a-z0-9][a-z0-9-]*)\/([a-z0-9][a-z0-9-]*)\/(?:filter\/(.+)\/apply\/)?$/;

/**
 * Reads an address under `/brands/` (§2.1): the brands page, a brand tag, a brand (its own filter path
 * first: `/brands/makita/filter/…/apply/` is never a section «filter»), a brand's section; null for
 * anything else.
 */
export function brandsAddress(pathname: string): BrandsAddress | null {
  if (pathname === '/brands/') return { kind: 'index' };
  const tag = TAG.exec(pathname);
  if (tag) return { kind: 'tag', params: { code: tag[1] ?? '', filter: tag[2] ?? '' } };
  const brand = BRAND.exec(pathname);
  if (brand && brand[1] !== 'tag')
    return { kind: 'brand', params: { brand: brand[1] ?? '', filter: brand[2] ?? '' } };
  const section = SECTION.exec(pathname);
  if (section && section[1] !== 'tag' && section[2] !== 'filter')
    return {
      kind: 'section',
      params: { brand: section[1] ?? '', section: section[2] ?? '', filter: section[3] ?? '' },
    };
  return null;
}
