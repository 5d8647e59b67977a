import { hostSubdomain } from './host-subdomain';

/** Where a request is served for: the trusted origin for links and redirects, and its city subdomain. */
export interface RequestOrigin {
  /** `http://yaroslavl.localhost:3000` for a known host; the configured public origin for any other. */
  origin: string;
  /** The city label of the host, when the host is a subdomain of the public origin. */
  subdomain?: string;
}

/**
 * The origin a request may name in canonical links, JSON-LD and redirects: its own host only when
 * that host is the configured public origin or one label under it (a city); anything else, such as
 * `Host: evil.example`, gets the public origin, so a forged header never reaches a page.
 */
export function requestOrigin(url: URL, publicOrigin: URL): RequestOrigin {
  const host = url.host.toLowerCase();
  const base = publicOrigin.host.toLowerCase();
  if (host === base) return { origin: publicOrigin.origin };
  if (host.endsWith(`.${base}`) && /^[a-z0-9-]+$/.test(host.slice(0, -base.length - 1))) {
    const subdomain = hostSubdomain(host);
    if (subdomain) return { origin: `${publicOrigin.protocol}//${host}`, subdomain };
  }
  return { origin: publicOrigin.origin };
}
