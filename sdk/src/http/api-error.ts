/** What went wrong, as a string union callers can switch on. Server codes pass through when known. */
export type ApiErrorCode =
  | 'validation'
  | 'not_found'
  | 'section_not_found'
  | 'product_not_found'
  | 'city_not_found'
  | 'order_not_found'
  | 'basket_changed'
  | 'already_registered'
  | 'price_changed'
  | 'unauthorized'
  | 'internal'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'http';

const SERVER_CODES: ReadonlySet<string> = new Set([
  'validation',
  'not_found',
  'section_not_found',
  'product_not_found',
  'city_not_found',
  'order_not_found',
  'basket_changed',
  'already_registered',
  'price_changed',
  'unauthorized',
  'internal',
]);

/** Maps a server's `code` to an {@link ApiErrorCode}; unknown codes become `http`. */
export function toApiErrorCode(code: string | undefined, status: number): ApiErrorCode {
  if (code && SERVER_CODES.has(code)) return code as ApiErrorCode;
  if (status === 404) return 'not_found';
  if (status === 401) return 'unauthorized';
  if (status === 400) return 'validation';
  return 'http';
}

/** The one error the SDK throws. `status` is 0 when no HTTP response was had. */
export class ApiError extends Error {
  /** HTTP status, or 0 for network, timeout, abort and client-side validation errors. */
  readonly status: number;
  readonly code: ApiErrorCode;
  /** Field (or `common`) → message, keys camelCased. */
  readonly errors: Record<string, string>;
  /** What the server gave to act on the error, e.g. `basket` with the new figures of a `basket_changed` 409. */
  readonly details: Record<string, unknown>;
  /**
   * Field (or `common`) → the machine-readable code of what went wrong there (`required`, `too_big`,
   * `quantity_unavailable`…), keys camelCased like `errors`: switch on it, not on the message.
   */
  readonly codes: Record<string, string>;

  constructor(init: {
    message: string;
    status: number;
    code: ApiErrorCode;
    errors?: Record<string, string>;
    details?: Record<string, unknown>;
    codes?: Record<string, string>;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? {};
    this.details = init.details ?? {};
    this.codes = init.codes ?? {};
  }
}
