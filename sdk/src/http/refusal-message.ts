import { ApiError } from './api-error';

/** The message of a refusal: the field's entry, else `common`, else the error's own. */
export function refusalMessage(error: unknown, field?: string): string {
  if (error instanceof ApiError) {
    return (field ? error.errors[field] : undefined) ?? error.errors.common ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
