import type { ServerErrorCode, ServerErrorDetails } from '../contract/error-codes';

/**
 * The codes the SDK gives failures that are not the API's refusals:
 * - `network`: no answer (the host cannot be reached, the connection broke);
 * - `timeout`: no answer in time; `aborted`: the caller's signal aborted the call;
 * - `not_api`: an answer that is not the API's (an HTML 404 of a wrong `baseUrl`, a proxy's error page);
 * - `http`: the API's answer with a code this SDK does not know (a newer server: the code itself is in
 *   `serverCode`), or, with `validate`, an answer outside the contract.
 */
export type ClientErrorCode = 'network' | 'timeout' | 'aborted' | 'not_api' | 'http';

/**
 * What went wrong, as a string union callers can switch on: every code the API declares
 * (`errorCodes` of the contract) and the SDK's own ({@link ClientErrorCode}).
 */
export type ApiErrorCode = ServerErrorCode | ClientErrorCode;

/**
 * The `details` of an error coded `C`: the declared type of a server code (`{}` when the answer
 * carried none), else nothing.
 */
export type ApiErrorDetails<C extends ApiErrorCode> = C extends ServerErrorCode
  ? NonNullable<ServerErrorDetails<C>> | (undefined extends ServerErrorDetails<C> ? EmptyDetails : never)
  : EmptyDetails;

/** An {@link ApiError} known to be coded `C`, with `details` typed by that code (see {@link isApiError}). */
export type ApiErrorOf<C extends ApiErrorCode> = Omit<ApiError, 'code' | 'details'> & {
  readonly code: C;
  readonly details: ApiErrorDetails<C>;
};

/** The `details` of an answer that carried none. */
export type EmptyDetails = Readonly<Record<string, never>>;

/** Seconds in a `Retry-After` header (delta-seconds, or an HTTP date read against the answer's `Date`). */
function retryAfterSeconds(headers: Headers): number | undefined {
  const value = headers.get('Retry-After')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its day and month (`Wed, 21 Oct 2026 07:28:00 GMT`); `-5` or `1.5` is no date.
  if (!/^[A-Za-z]{3}, /.test(value)) return undefined;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  const sent = Date.parse(headers.get('Date') ?? '');
  return Math.max(0, Math.ceil((at - (Number.isNaN(sent) ? Date.now() : sent)) / 1000));
}

/**
 * The one error the SDK throws. `status` is 0 when no HTTP response was had. Narrow it by code with
 * {@link isApiError}: `isApiError(error, 'price_changed')` types `error.details` as that code's.
 */
export class ApiError extends Error {
  /** HTTP status, or 0 for network, timeout, abort and client-side validation errors. */
  readonly status: number;
  readonly code: ApiErrorCode;
  /**
   * The code exactly as the server sent it: the same as `code` for a declared one, the unknown string
   * when `code` is `http`; undefined when the answer had none (no answer, `not_api`).
   */
  readonly serverCode: string | undefined;
  /** Field (or `common`) → message, keys camelCased. */
  readonly errors: Record<string, string>;
  /**
   * What the server gave to act on the error, e.g. `basket` with the new figures of a `basket_changed`
   * 409; `{}` when nothing. Typed by code after {@link isApiError}.
   */
  readonly details: Readonly<Record<string, unknown>>;
  /**
   * Field (or `common`) → the machine-readable code of what went wrong there (`required`, `too_big`,
   * `quantity_unavailable`…), keys camelCased like `errors`: switch on it, not on the message.
   */
  readonly codes: Record<string, string>;
  /** The answer's headers (empty when there was no answer). */
  readonly headers: Headers;
  /** Seconds to wait before trying again, from the answer's `Retry-After` (a 429's, a 503's). */
  readonly retryAfter: number | undefined;

  constructor(init: {
    message: string;
    status: number;
    code: ApiErrorCode;
    serverCode?: string | undefined;
    errors?: Record<string, string>;
    details?: Record<string, unknown>;
    codes?: Record<string, string>;
    headers?: Headers | undefined;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.serverCode = init.serverCode;
    this.errors = init.errors ?? {};
    this.details = init.details ?? {};
    this.codes = init.codes ?? {};
    this.headers = init.headers ?? new Headers();
    this.retryAfter = retryAfterSeconds(this.headers);
  }
}

/**
 * Whether `error` is an {@link ApiError}, with one of `codes` when any are given; narrows its `code`
 * and `details`: `if (isApiError(error, 'quantity_unavailable')) error.details.maxQuantity`.
 */
export function isApiError(error: unknown): error is ApiError;
export function isApiError<C extends ApiErrorCode>(
  error: unknown,
  ...codes: [C, ...C[]]
): error is ApiErrorOf<C>;
export function isApiError(error: unknown, ...codes: ApiErrorCode[]): boolean {
  return error instanceof ApiError && (codes.length === 0 || codes.includes(error.code));
}
