import type { City } from '@verstak/sdk';
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

/**
 * Where a shopper who just chose or confirmed `city` goes when the cities' subdomains are on (§4.3):
 * the same path and query on the city's own host (the public origin itself for the default city),
 * or null when the request is already there. Only our own hosts: the city's subdomain is one plain
 * label under the public origin, never a host taken from the request or the cookie as it is.
 */
export function cityRedirectTarget(
  city: Pick<City, 'subdomain' | 'isDefault'>,
  publicOrigin: URL,
  url: URL,
): string | null {
  if (!city.isDefault && !/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(city.subdomain)) return null;
  const host = city.isDefault ? publicOrigin.host : `${city.subdomain}.${publicOrigin.host}`;
  if (url.host.toLowerCase() === host) return null;
  const path = `${url.pathname}${url.search}`;
  // A path of this site only: `//evil.example/` or `/\\evil.example` is not carried over.
  const safe = path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : '/';
  return `${publicOrigin.protocol}//${host}${safe}`;
}
