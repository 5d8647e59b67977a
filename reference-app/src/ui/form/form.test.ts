import { ApiError, errorCodes } from '@verstak/sdk';
import { describe, expect, it } from 'vitest';
import { errorsOf } from './form';

describe('errorsOf', () => {
  it("keeps the server's field messages", async () => {
    const error = new ApiError({
      message: 'x',
      status: 400,
      code: 'validation',
      errors: { phone: 'Неверный номер' },
    });
    expect(await errorsOf(error)).toEqual({ phone: 'Неверный номер' });
  });

  it("shows the code's declared Russian message, never the SDK's English one, when the server gave no fields", async () => {
    const error = new ApiError({
      message: 'POST /orders/pay failed with HTTP 409 payments_unavailable',
      status: 409,
      code: 'payments_unavailable',
    });
    expect(await errorsOf(error)).toEqual({ common: errorCodes.payments_unavailable.message });
    expect((await errorsOf(new ApiError({ message: 'down', status: 503, code: 'unavailable' }))).common).toBe(
      'Сайт временно недоступен. Попробуйте через минуту.',
    );
  });

  it('says the connection failed when no answer came, and something went wrong otherwise', async () => {
    expect((await errorsOf(new ApiError({ message: 'x', status: 0, code: 'network' }))).common).toMatch(
      /^Нет связи/,
    );
    expect((await errorsOf(new ApiError({ message: 'HTML', status: 404, code: 'not_api' }))).common).toBe(
      'Что-то пошло не так. Попробуйте ещё раз.',
    );
    expect((await errorsOf(new TypeError('x'))).common).toBe('Что-то пошло не так. Попробуйте ещё раз.');
  });
});
