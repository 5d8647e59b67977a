import { RELEASE_VERSION } from '@verstak/sdk/contract';
import type { Context } from 'hono';
import type { LogWriter } from '../log/log-writer';
import { type ErrorAnswer, type HttpError, undeclaredError } from './http-error';

/**
 * The answer of a refusal a handler threw: its status, code, message, errors map, codes, details and
 * `Retry-After`. A code the contract does not declare, or not with that status (a cast got it past the
 * compiler), is a bug: logged, and with `validateOutput` (tests) answered as the 500 it is, naming the
 * code, so whichever test drove the call fails.
 */
export function answerHttpError(
  c: Context,
  error: HttpError,
  options: { validateOutput: boolean; log: Pick<LogWriter, 'error'> },
): Response {
  const undeclared = undeclaredError(error);
  if (undeclared !== null) {
    options.log.error(new Error(undeclared), `${c.req.method} ${c.req.routePath} → ${error.status}`);
    if (options.validateOutput)
      return c.json(
        { version: RELEASE_VERSION, code: 'internal', errors: { common: undeclared } } satisfies ErrorAnswer,
        500,
      );
  }
  return c.json(
    {
      version: RELEASE_VERSION,
      code: error.code,
      message: error.message,
      errors: error.errors,
      codes: error.codes,
      ...(error.details ? { details: error.details } : {}),
    },
    error.status,
    error.retryAfter === undefined ? {} : { 'Retry-After': String(error.retryAfter) },
  );
}
