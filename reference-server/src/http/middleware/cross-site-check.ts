import type { MiddlewareHandler } from 'hono';
import { HttpError } from '../http-error';
import { publicOrigin } from '../public-origin';

/** Whether `origin` is one the store answers at: PUBLIC_ORIGIN, one of its city subdomains, or local. */
function isTrustedOrigin(origin: string): boolean {
  try {
    // publicOrigin answers a request's own origin only when it trusts its host.
    return publicOrigin(new Request(`${origin}/`)) === origin;
  } catch {
    return false;
  }
}

/**
 * Cross-site request forgery: a call that changes something (any method but GET), the refresh and
 * logout calls among them (they read the HttpOnly refresh cookie), is refused when the browser says
 * it comes from another site (`Sec-Fetch-Site: cross-site`) or names an `Origin` that is neither the
 * request's own nor one the store trusts. Calls without those headers (the CLI, server-side
 * rendering) carry no ambient cookie of a shopper's browser and pass.
 */
export function assertSameOrigin(method: string, request: Request): void {
  if (method === 'GET' || method === 'HEAD') return;
  if (request.headers.get('sec-fetch-site') === 'cross-site')
    throw new HttpError(403, 'cross_site', { common: 'Cross-site requests may not call this API' });
  const origin = request.headers.get('origin');
  if (origin === null) return;
  if (origin !== 'null' && (origin === new URL(request.url).origin || isTrustedOrigin(origin))) return;
  throw new HttpError(403, 'cross_site', { common: `Requests from ${origin} may not call this API` });
}

/** The first check a call meets: {@link assertSameOrigin} on its method (403 `cross_site`). */
export function crossSiteCheck(): MiddlewareHandler {
  return async (c, next) => {
    assertSameOrigin(c.req.method, c.req.raw);
    await next();
  };
}
