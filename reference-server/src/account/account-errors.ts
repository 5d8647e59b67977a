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

/** Whether a database error is a unique-constraint violation, with the constraint it names (both drivers). */
export function isUniqueViolation(
  error: unknown,
): error is { code: '23505'; constraint?: string; message: string } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Runs a write whose duplicate the table's unique key refuses, answering that refusal as a 409 on
 * `field`: the key decides, so two writers at once cannot both slip past a check.
 */
export async function conflictOnDuplicate<T>(
  field: string,
  message: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(field, message);
    throw error;
  }
}
