/** An error a handler throws to answer with a status, a code and an errors map. */
export class HttpError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;
  readonly code: string;
  readonly errors: Record<string, string>;
  /** What the client needs to act on the error (the error body's `details`), e.g. the re-priced basket. */
  readonly details: Record<string, unknown> | undefined;
  /** Seconds before a retry may succeed: answered as `Retry-After` (a 429's). */
  readonly retryAfter: number | undefined;
  /**
   * Each key of `errors` with the machine-readable code of what went wrong there (the error body's
   * `codes`): the rule a field broke (`too_big`, `required`…), else the error's own `code`.
   */
  readonly codes: Record<string, string>;

  constructor(
    status: HttpError['status'],
    code: string,
    errors: Record<string, string>,
    details?: Record<string, unknown>,
    options: { retryAfter?: number; codes?: Record<string, string> } = {},
  ) {
    super(Object.values(errors)[0] ?? code);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.details = details;
    this.retryAfter =
      options.retryAfter === undefined ? undefined : Math.max(1, Math.ceil(options.retryAfter));
    const codes = options.codes ?? {};
    this.codes = Object.fromEntries(Object.keys(errors).map((key) => [key, codes[key] ?? code]));
  }
}

/** A 429 `too_many_attempts` with the shopper's Russian `message` and `Retry-After: seconds`. */
export function tooManyAttempts(message: string, seconds: number): HttpError {
  return new HttpError(429, 'too_many_attempts', { common: message }, undefined, { retryAfter: seconds });
}

/** The shopper-facing message of a missing page (§8). */
export const NOT_FOUND_MESSAGE = 'Страница не найдена';
