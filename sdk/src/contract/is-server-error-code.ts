import type { ServerErrorCode } from './error-codes';
import { SERVER_ERROR_CODE_NAMES } from './server-error-code-names';

const names: ReadonlySet<string> = new Set(SERVER_ERROR_CODE_NAMES);

/** Whether `code` is one the API declares (by name alone: the SDK core carries no messages). */
export function isServerErrorCode(code: unknown): code is ServerErrorCode {
  return typeof code === 'string' && names.has(code);
}
