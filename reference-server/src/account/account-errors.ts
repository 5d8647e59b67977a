import { HttpError } from '../http/http-error';

// The errors the account queries answer, in Russian for the shopper: a missing row of the user's
// own (another user's id looks the same as none), a duplicate, a field the database refuses.

/** 404: `what` (e.g. «Получатель не найден») is not among the session user's own rows. */
export function notFound(message: string): HttpError {
  return new HttpError(404, 'not_found', { common: message });
}

/** 409: the change would duplicate something the account already has; `field` is the form field. */
export function conflict(field: string, message: string): HttpError {
  return new HttpError(409, 'conflict', { [field]: message });
}

/** 400: a field's value is refused for a reason its schema cannot see. */
export function invalidField(field: string, message: string): HttpError {
  return new HttpError(400, 'validation', { [field]: message });
}

/** Whether a database error is a unique-constraint violation (a duplicate that slipped past a check). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
