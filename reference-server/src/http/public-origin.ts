/** A host as a browser sends it: a name or address and an optional port, nothing else. */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The origin shoppers reach the store at: the `X-Forwarded-Host`/`-Proto` a proxy in front (such as
 * the storefront's own) sets, when well formed, else the request's own URL. Answers that depend on it
 * must say `Vary: Host, X-Forwarded-Host, X-Forwarded-Proto`.
 */
export function publicOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const protocol = proto === 'https' || proto === 'http' ? proto : url.protocol.replace(':', '');
  return host && HOST.test(host) ? `${protocol}://${host}` : `${protocol}://${url.host}`;
}
