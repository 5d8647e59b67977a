import { ApiError } from './api-error';
import type { ClientRequest } from './build-request';

/** An HTTP answer as the pipeline reads it: the status and the parsed body (JSON, text or nothing). */
export interface ClientResponse {
  /** The HTTP status. */
  readonly status: number;
  /** The body: parsed JSON, text, or undefined when empty. */
  readonly body: unknown;
  /** The response's headers (`Retry-After`, say). */
  readonly headers: Headers;
}

/**
 * How one request is sent: its abort signal, optional. The client's time limit (`timeout`) is
 * measured on its clock by `createClient`, which aborts this signal.
 */
export interface SendOptions {
  /** Aborts the request; it then fails with code `aborted` (`timeout` for a `TimeoutError` reason). */
  signal?: AbortSignal | undefined;
}

/** The statuses whose answer has no body by definition. */
const NO_BODY = new Set([101, 204, 205, 304]);
/** A text type that is not JSON: kept as the text it is (a proxy's HTML error page, say). */
const PLAIN_TEXT = /^(?:text\/|application\/(?:xml|xhtml\+xml)|image\/svg)/i;

/**
 * A response body as JSON, else as the text it is. Plain `JSON.parse` reads the API's answers fast,
 * and it never writes to a prototype (`__proto__` stays an own key).
 */
function parseBody(text: string, type: string | null): unknown {
  if (text === '') return undefined;
  if (type && PLAIN_TEXT.test(type)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends a built request with `fetch` (the platform's own: browsers' and Node's, no polyfill) and
 * answers every HTTP status; a request that gets no answer, or whose body stops coming, fails with
 * an {@link ApiError} coded `timeout`, `aborted` or `network`, never the platform's own error.
 */
export async function sendRequest(
  fetch: typeof globalThis.fetch,
  request: ClientRequest,
  options: SendOptions = {},
): Promise<ClientResponse> {
  const { method, path } = request;
  const { signal } = options;
  // One controller for the caller's signal, over the answer and its body both.
  const controller = new AbortController();
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  try {
    const response = await fetch(request.url, {
      method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: controller.signal,
      credentials: 'include',
    });
    const body = NO_BODY.has(response.status)
      ? undefined
      : parseBody(await response.text(), response.headers.get('content-type'));
    return { status: response.status, body, headers: response.headers };
  } catch (error) {
    // The caller's own time limit (`AbortSignal.timeout`) is a timeout; any other abort is the caller's.
    const reason = controller.signal.aborted
      ? (controller.signal.reason as { name?: unknown } | undefined)
      : undefined;
    if (reason?.name === 'TimeoutError') {
      throw new ApiError({
        message: `The API did not answer ${method} ${path} in time`,
        status: 0,
        code: 'timeout',
        cause: error,
      });
    }
    if (controller.signal.aborted) {
      throw new ApiError({
        message: `${method} ${path} was aborted`,
        status: 0,
        code: 'aborted',
        cause: error,
      });
    }
    throw new ApiError({
      message: `Cannot reach the API at ${apiBase(request)}: ${networkReason(error)}`,
      status: 0,
      code: 'network',
      cause: error,
    });
  } finally {
    signal?.removeEventListener('abort', forward);
  }
}

/** What went wrong on the wire, in a few words: Node's `fetch failed` says nothing without its cause's code. */
function networkReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  const detail =
    typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : '';
  return detail && !message.includes(detail) ? `${message} (${detail})` : message;
}

/** The URL before the call's path: a request's URL is base + path + query. */
function apiBase(request: ClientRequest): string {
  const query = request.url.indexOf('?');
  const end = (query === -1 ? request.url.length : query) - request.path.length;
  return request.url.slice(0, end);
}
