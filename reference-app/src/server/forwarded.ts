/** What a Node server binding tells of a connection (`@hono/node-server` passes `{ incoming }`). */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string | undefined } };
}

/** The address a page request's connection came from, or null when the server binding gave none. */
export function clientAddress(bindings: unknown): string | null {
  const address = (bindings as NodeBindings | null | undefined)?.incoming?.socket?.remoteAddress;
  return typeof address === 'string' && address !== '' ? address : null;
}

/** A `Forwarded` value (RFC 7239): a token as it is, anything else quoted, IPv6 in brackets. */
function node(value: string, address = false): string {
  const text = address && value.includes(':') ? `[${value}]` : value;
  return /^[A-Za-z0-9._-]+$/.test(text) ? text : `"${text.replace(/["\\]/g, '')}"`;
}

/**
 * The forwarding headers of a call the storefront makes to the API for `request` (proxying it, or
 * rendering its page): the chain the request came with, plus the client this storefront served, in
 * `X-Forwarded-For` (its address) and `Forwarded` (its address, `unknown` when the binding gave none,
 * and the host it asked for). The API reads them to tell a remote client behind this storefront from
 * a local one: without them every shopper would look like the storefront's own loopback connection.
 */
export function forwardingHeaders(request: Request, bindings: unknown): Record<string, string> {
  const address = clientAddress(bindings);
  const host = new URL(request.url).host;
  const join = (before: string | null, hop: string) => (before ? `${before}, ${hop}` : hop);
  const headers: Record<string, string> = {
    Forwarded: join(
      request.headers.get('forwarded'),
      `for=${address ? node(address, true) : 'unknown'};host=${node(host)}`,
    ),
  };
  const chain = request.headers.get('x-forwarded-for');
  if (address) headers['X-Forwarded-For'] = join(chain, address);
  else if (chain) headers['X-Forwarded-For'] = chain;
  return headers;
}
