import { compress } from './compression';
import { setSecurityHeaders } from './security-headers';

/**
 * A Web request handler, as Hono's and the storefront's `fetch`; `bindings` are what the Node server
 * passes along (`@hono/node-server`: the connection, whose socket tells where the client is).
 */
export type Handler = (request: Request, bindings?: unknown) => Response | Promise<Response>;

/** The API in-process: a request, and the server bindings of the shopper's request it is made for. */
export type ApiFetch = (request: Request, bindings?: unknown) => Promise<Response>;

/**
 * Wraps a handler (the storefront, the API, or both behind the launcher) in what production serving
 * adds to every answer: the security headers, and brotli or gzip by `Accept-Encoding`.
 */
export function served(handler: Handler): Handler {
  return async (request, bindings) => {
    let response = await handler(request, bindings);
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
