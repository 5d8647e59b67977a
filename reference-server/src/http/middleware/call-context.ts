import type { MiddlewareHandler } from 'hono';
import type { RequestContext } from '../../context/request-context';
import type { CallEnv } from './call-env';

/**
 * Builds the request's context (its city, its session, the store's services) with `build`, which
 * the composition root (create-api.ts) provides, and hands it on as `c.get('context')`. `env` is
 * what the server binding passed (the socket, on Node).
 */
export function callContext(
  build: (request: Request, env: unknown) => Promise<RequestContext>,
): MiddlewareHandler<CallEnv> {
  return async (c, next) => {
    c.set('context', await build(c.req.raw, c.env));
    await next();
  };
}
