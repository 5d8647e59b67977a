import { errorCodes } from '../contract/error-codes';
import { isServerErrorCode } from '../contract/is-server-error-code';
import { ApiError } from './api-error';

/** What a shopper is told when the API could not be reached or did not answer. */
export const NO_CONNECTION_MESSAGE = 'Нет связи с сервером. Проверьте интернет и попробуйте ещё раз.';
/** What a shopper is told of a failure the SDK has no message for. */
export const UNKNOWN_FAILURE_MESSAGE = 'Что-то пошло не так. Попробуйте ещё раз.';

/**
 * A Russian sentence a storefront can show a shopper for any failure: the declared message of the
 * error's code (`errorCodes`), «Нет связи с сервером…» when there was no answer, else a generic one.
 * The answer's own `errors` are usually more precise; this is for when a screen has nothing better.
 */
export function shopperMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return UNKNOWN_FAILURE_MESSAGE;
  if (isServerErrorCode(error.code)) return errorCodes[error.code].message;
  if (error.code === 'network' || error.code === 'timeout') return NO_CONNECTION_MESSAGE;
  return UNKNOWN_FAILURE_MESSAGE;
}
