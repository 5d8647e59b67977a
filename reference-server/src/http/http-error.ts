import {
  errorCodes,
  isServerErrorCode,
  type ServerErrorCode,
  type ServerErrorDetails,
  type ServerErrorStatus,
} from '@verstak/sdk/contract';

/** The options of an {@link HttpError}: `Retry-After` seconds and the per-field codes. */
export interface HttpErrorOptions {
  retryAfter?: number;
  codes?: Record<string, string>;
}

/** The arguments after `errors`: the code's `details` (required when it always carries them) and the options. */
type DetailsAndOptions<C extends ServerErrorCode> = undefined extends ServerErrorDetails<C>
  ? [details?: ServerErrorDetails<C>, options?: HttpErrorOptions]
  : [details: ServerErrorDetails<C>, options?: HttpErrorOptions];

/** An error a handler throws to answer with a status, a code and an errors map (see {@link HttpError}). */
class HttpErrorClass extends Error {
  readonly status: ServerErrorStatus;
  readonly code: ServerErrorCode;
  readonly errors: Record<string, string>;
  /** What the client needs to act on the error (the error body's `details`), e.g. the re-priced basket. */
  readonly details: Readonly<Record<string, unknown>> | undefined;
  /** Seconds before a retry may succeed: answered as `Retry-After` (a 429's). */
  readonly retryAfter: number | undefined;
  /**
   * Each key of `errors` with the machine-readable code of what went wrong there (the error body's
   * `codes`): the rule a field broke (`too_big`, `required`…), else the error's own `code`.
   */
  readonly codes: Record<string, string>;

  constructor(
    status: ServerErrorStatus,
    code: ServerErrorCode,
    errors: Record<string, string>,
    details?: object,
    options: HttpErrorOptions = {},
  ) {
    super(Object.values(errors)[0] ?? code);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.details = details as Readonly<Record<string, unknown>> | undefined;
    this.retryAfter =
      options.retryAfter === undefined ? undefined : Math.max(1, Math.ceil(options.retryAfter));
    const codes = options.codes ?? {};
    this.codes = Object.fromEntries(Object.keys(errors).map((key) => [key, codes[key] ?? code]));
  }
}

/** How an {@link HttpError} is made: the code's declared statuses and `details` are checked per code. */
export interface HttpErrorConstructor {
  new <C extends ServerErrorCode>(
    status: ServerErrorStatus<C>,
    code: C,
    errors: Record<string, string>,
    ...rest: DetailsAndOptions<C>
  ): HttpError;
  readonly prototype: HttpError;
}

/**
 * An error a handler throws to answer with a status, a code and an errors map. The code is one the
 * contract declares (`errorCodes` of `@verstak/sdk/contract`), with one of its statuses and its
 * `details`: anything else is a compile error (and, cast past the compiler, a 500 in tests).
 */
export type HttpError = HttpErrorClass;
export const HttpError = HttpErrorClass as HttpErrorConstructor;

/** A 429 `too_many_attempts` with the shopper's Russian `message` and `Retry-After: seconds`. */
export function tooManyAttempts(message: string, seconds: number): HttpError {
  return new HttpError(429, 'too_many_attempts', { common: message }, undefined, { retryAfter: seconds });
}

/** The shopper-facing message of a missing page (§8). */
export const NOT_FOUND_MESSAGE = 'Страница не найдена';

/**
 * What is wrong with an error about to be answered whose code the contract does not declare, or not
 * with this status (only a cast gets one past the compiler); null when it is declared.
 */
export function undeclaredError(error: { status: number; code: string }): string | null {
  if (!isServerErrorCode(error.code))
    return `The API answered the undeclared error code "${error.code}" (HTTP ${error.status}): declare it in sdk/src/contract/error-codes.ts`;
  const statuses: readonly number[] = errorCodes[error.code].status;
  if (!statuses.includes(error.status))
    return `The API answered "${error.code}" with HTTP ${error.status}, not one of its declared statuses (${statuses.join(', ')})`;
  return null;
}

/** An error body the API writes itself (not from an {@link HttpError}): its code must be declared too. */
export interface ErrorAnswer {
  version: string;
  code: ServerErrorCode;
  errors: Record<string, string>;
}
