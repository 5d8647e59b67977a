import { ApiError } from './api-error';

/** Whether a failed add to the favourites or the comparison was refused for the limit (§8: the errors map has a `limit` entry). */
export function isLimitRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.errors.limit !== undefined;
}
