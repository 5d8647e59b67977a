/** A host as a browser sends it: a name or address and an optional port, nothing else. */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;
/** The hosts that are this machine: localhost and its subdomains, 127.0.0.1 and [::1], any port. */
const LOCAL = /^(([a-z0-9-]+\.)?localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/** The configured public origin: `PUBLIC_ORIGIN`, else `http://localhost:$PORT` (3000). */
function configuredOrigin(): URL {
  const configured = process.env.PUBLIC_ORIGIN;
  try {
    if (configured) return new URL(configured);
  } catch {
    // A malformed PUBLIC_ORIGIN falls back to the local default rather than trusting requests.
  }
  return new URL(`http://localhost:${process.env.PORT ?? 3000}`);
}

/** Whether `host` is the public origin's host or one city label under it. */
function trusted(host: string, base: URL): boolean {
  const name = host.toLowerCase();
  const own = base.host.toLowerCase();
  if (name === own) return true;
  if (name.endsWith(`.${own}`) && /^[a-z0-9-]+$/.test(name.slice(0, -own.length - 1))) return true;
  // Without a configured origin, the store is local: any port of localhost and its subdomains, and of
  // the loopback addresses (a shopper on 127.0.0.1 keeps that host's cookies, so links and the
  // payment's way back must stay on it).
  return !process.env.PUBLIC_ORIGIN && LOCAL.test(name);
}

/**
 * The origin shoppers reach the store at: the `X-Forwarded-Host` a proxy in front (such as the
 * storefront's own) sets, else the request's own host — but only when that host is the configured
 * public origin (`PUBLIC_ORIGIN`) or one of its city subdomains (without `PUBLIC_ORIGIN`: a local
 * host — localhost, its subdomains, 127.0.0.1, [::1]); any other host (`Host: evil.example`) gets the
 * public origin. Answers that depend on it must say `Vary: Host, X-Forwarded-Host, X-Forwarded-Proto`.
 */
export function publicOrigin(request: Request): string {
  const url = new URL(request.url);
  const base = configuredOrigin();
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const host = forwarded && HOST.test(forwarded) ? forwarded : url.host;
  if (!trusted(host, base)) return base.origin;
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const protocol = proto === 'https' || proto === 'http' ? proto : url.protocol.replace(':', '');
  return `${protocol}://${host.toLowerCase()}`;
}

/**
 * Whether the request came to a city subdomain of the store (`yaroslavl.example.ru`, and locally
 * `yaroslavl.localhost:3000`) rather than to its main host: as {@link publicOrigin} resolves the host.
 */
export function onCitySubdomain(request: Request): boolean {
  const host = new URL(publicOrigin(request)).host;
  const main = configuredOrigin().host.toLowerCase();
  if (host === main) return false;
  if (host.endsWith(`.${main}`)) return true;
  // A local store without a configured origin: any localhost port, one label under it.
  return !process.env.PUBLIC_ORIGIN && /^[a-z0-9-]+\.localhost(:\d{1,5})?$/.test(host);
}
