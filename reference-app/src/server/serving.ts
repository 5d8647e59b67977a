import { compress } from './compression';
import { setSecurityHeaders } from './security-headers';

/** A Web request handler, as Hono's and the storefront's `fetch`. */
export type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Wraps a handler (the storefront, the API, or both behind the launcher) in what production serving
 * adds to every answer: the security headers, and brotli or gzip by `Accept-Encoding`.
 */
export function served(handler: Handler): Handler {
  return async (request) => {
    let response = await handler(request);
    // Answers from fetch or Response.redirect have immutable headers; copy them once.
    try {
      setSecurityHeaders(response.headers);
    } catch {
      response = new Response(response.body, response);
      setSecurityHeaders(response.headers);
    }
    return compress(request, response);
  };
}
