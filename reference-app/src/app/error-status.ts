import { ApiError } from '@verstak/sdk';

/** How the error catalogue of §8 shows a failure: the not-found screen, or the error screen with a status. */
export type ErrorOutcome =
  | { kind: 'notFound'; status: 404 }
  | { kind: 'error'; status: 404 | 500 | 503; message: string; code?: 'order_not_found' };

/**
 * §8: 404 and 400 show the does-not-exist screen (HTTP 404); 500 is 'Ошибка сервера'; any other
 * status (the API unreachable included) is 503 'Сайт временно недоступен'; `order_not_found` is the
 * error page with the server's message.
 */
export function errorOutcome(error: unknown): ErrorOutcome {
  // An order that is not the visitor's, or none: the error page with the server's message and a way
  // to the orders list (§2.8, §8), still a 404.
  if (error instanceof ApiError && error.code === 'order_not_found')
    return { kind: 'error', status: 404, message: error.message, code: 'order_not_found' };
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return { kind: 'notFound', status: 404 };
  if (error instanceof ApiError && error.status === 500)
    return { kind: 'error', status: 500, message: 'Ошибка сервера' };
  return { kind: 'error', status: 503, message: 'Сайт временно недоступен' };
}
