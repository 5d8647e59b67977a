import { ApiError } from '@verstak/sdk';

/** How the error catalogue of §8 shows a failure: the not-found screen, or the error screen with a status. */
export type ErrorOutcome =
  | { kind: 'notFound'; status: 404 }
  | { kind: 'error'; status: 500 | 503; message: string };

/**
 * §8: 404 and 400 show the does-not-exist screen (HTTP 404); 500 is 'Ошибка сервера'; any other
 * status (the API unreachable included) is 503 'Сайт временно недоступен'.
 */
export function errorOutcome(error: unknown): ErrorOutcome {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return { kind: 'notFound', status: 404 };
  if (error instanceof ApiError && error.status === 500)
    return { kind: 'error', status: 500, message: 'Ошибка сервера' };
  return { kind: 'error', status: 503, message: 'Сайт временно недоступен' };
}
