import type { MiddlewareHandler } from 'hono';
import { reachableFromOutside } from './demo-surfaces';
import { isLocalHost, isLoopbackAddress } from './local-host';

/** What a Node server binding tells of the connection (`@hono/node-server` passes `{ incoming }`). */
interface Incoming {
  socket?: { remoteAddress?: string | undefined };
  headers?: Record<string, string | string[] | undefined>;
  /** HTTP/2's `:authority`, in place of `Host`. */
  authority?: string;
}

const list = (value: string | null) => (value === null ? [] : value.split(','));

/**
 * Whether every hop a forwarding header names is on this machine: each `X-Forwarded-For` and
 * `X-Real-IP` address and each `Forwarded` `for=` is loopback, each `X-Forwarded-Host` and
 * `Forwarded` `host=` local. A proxy in front (the storefront's own) appends the client it served,
 * so a header can only take a request off this machine, never bring one onto it.
 */
function forwardedHopsAreLocal(headers: Headers): boolean {
  const addresses = [...list(headers.get('x-forwarded-for')), ...list(headers.get('x-real-ip'))];
  const hosts = list(headers.get('x-forwarded-host'));
  for (const element of list(headers.get('forwarded'))) {
    for (const pair of element.split(';')) {
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim().toLowerCase();
      const value = pair
        .slice(at + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1');
      if (name === 'for') addresses.push(value);
      else if (name === 'host') hosts.push(value);
    }
  }
  return addresses.every(isLoopbackAddress) && hosts.every((host) => isLocalHost(host));
}

/**
 * Whether a request comes from this machine: its connection's socket address is loopback (a request
 * without a socket, such as an in-process one, is not), the `Host` it asked for is a local name (a
 * rebound DNS name is not), and no forwarding header names a hop elsewhere. The socket decides; no
 * header can make a remote client local.
 */
export function isLocalClient(request: Request, bindings: unknown): boolean {
  const incoming = (bindings as { incoming?: Incoming } | null | undefined)?.incoming;
  const address = incoming?.socket?.remoteAddress;
  if (typeof address !== 'string' || !isLoopbackAddress(address)) return false;
  const host = incoming?.headers?.host ?? incoming?.authority;
  if (typeof host !== 'string' || !isLocalHost(host)) return false;
  return forwardedHopsAreLocal(request.headers);
}

/**
 * Lets a demo surface answer only a local client of a local store; to anyone else it answers what
 * an absent route does (the app's 404), so nothing tells that it exists.
 */
export function localClientsOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (reachableFromOutside() !== null || !isLocalClient(c.req.raw, c.env)) return c.notFound();
    await next();
  };
}
