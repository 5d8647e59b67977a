import { RESOURCE_SECURITY_HEADERS } from '@verstak/sdk/contract';
import type { MiddlewareHandler } from 'hono';

/**
 * Sets the security headers on every answer, an error's and a 404's too: whether the API is served
 * alone or behind the storefront's launcher, every answer says what a browser may do with it.
 */
export function securityHeaders(
  headers: Readonly<Record<string, string>> = RESOURCE_SECURITY_HEADERS,
): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
  };
}
