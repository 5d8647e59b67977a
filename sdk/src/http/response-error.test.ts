import { describe, expect, it } from 'vitest';
import { catalogRoutes } from '../api/catalog';
import { errorCodes } from '../contract/error-codes';
import { ApiError, isApiError } from './api-error';
import { createClient } from './create-client';
import { responseError } from './response-error';
import { shopperMessage } from './shopper-message';

/** A client whose every call gets `answer`, as fetch would hand it over. */
function clientAnswering(answer: () => Response) {
  return createClient({ baseUrl: 'http://shop.test', fetch: async () => answer() });
}

/** The ApiError a call of the catalogue fails with. */
async function failure(answer: () => Response): Promise<ApiError> {
  const error = await clientAnswering(answer)
    .call(catalogRoutes.products, {})
    .then(
      () => null,
      (e: unknown) => e,
    );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers });

describe('responseError', () => {
  it.each(Object.keys(errorCodes) as Array<keyof typeof errorCodes>)(
    'keeps the declared code %s, never http',
    async (code) => {
      const status = errorCodes[code].status[0] as number;
      const error = await failure(() => json({ version: 'v', code, errors: { common: 'Нет' } }, status));
      expect(error).toMatchObject({ code, serverCode: code, status, message: 'Нет' });
    },
  );

  it('passes the details and field codes of a quantity refusal, typed by its code', async () => {
    const error = await failure(() =>
      json(
        {
          code: 'quantity_unavailable',
          errors: { quantity: 'Доступно только 2 шт.' },
          codes: { quantity: 'quantity_unavailable' },
          details: { productId: 7, maxQuantity: 2, inBasket: 1 },
        },
        422,
      ),
    );
    expect(isApiError(error, 'quantity_unavailable') && error.details.maxQuantity).toBe(2);
    expect(isApiError(error, 'price_changed')).toBe(false);
    expect(error.codes).toEqual({ quantity: 'quantity_unavailable' });
  });

  it('makes an unknown code http, keeping the string in serverCode and the message', async () => {
    const error = await failure(() =>
      json({ code: 'loyalty_frozen', errors: { common: 'Бонусы заморожены' } }, 409),
    );
    expect(error).toMatchObject({ code: 'http', serverCode: 'loyalty_frozen', status: 409 });
    expect(error.message).toBe('Бонусы заморожены');
  });

  it('tells a wrong baseUrl (an HTML 404) from a missing page: not_api, naming the status and type', async () => {
    const error = await failure(
      () =>
        new Response('<!doctype html><h1>Not Found</h1>', {
          status: 404,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    expect(error.code).toBe('not_api');
    expect(error.status).toBe(404);
    expect(error.serverCode).toBeUndefined();
    expect(error.message).toMatch(
      /HTTP 404 \(text\/html\) that is not an answer of the Verstak API: check baseUrl/,
    );
  });

  it('makes an HTML page answered with 200 (a storefront at baseUrl) not_api too, not an empty result', async () => {
    const error = await failure(
      () => new Response('<html>shop</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    expect(error).toMatchObject({ code: 'not_api', status: 200 });
  });

  it('makes JSON without a code (another service) not_api', async () => {
    expect((await failure(() => json({ error: 'nope' }, 404))).code).toBe('not_api');
    expect((await failure(() => json([1, 2], 500))).code).toBe('not_api');
  });

  it('reads a 429 with Retry-After: its seconds and every header', async () => {
    const error = await failure(() =>
      json({ code: 'too_many_attempts', errors: { common: 'Слишком много попыток' } }, 429, {
        'Retry-After': '120',
        'X-Request-Id': 'r-1',
      }),
    );
    expect(error).toMatchObject({ code: 'too_many_attempts', status: 429, retryAfter: 120 });
    expect(error.headers.get('x-request-id')).toBe('r-1');
  });

  it('reads Retry-After given as a date against the answer’s own Date', () => {
    const error = responseError(
      {
        status: 503,
        body: { code: 'unavailable' },
        headers: new Headers({
          'Retry-After': 'Wed, 21 Oct 2026 07:28:30 GMT',
          Date: 'Wed, 21 Oct 2026 07:28:00 GMT',
        }),
      },
      'GET /x',
    );
    expect(error.retryAfter).toBe(30);
  });

  it('has no Retry-After and empty headers when nothing was answered', () => {
    const error = new ApiError({ message: 'down', status: 0, code: 'network' });
    expect(error.retryAfter).toBeUndefined();
    expect([...error.headers]).toEqual([]);
    for (const value of ['soon', '-5', '1.5', '']) {
      const garbled = responseError(
        { status: 429, body: { code: 'too_many_attempts' }, headers: new Headers({ 'Retry-After': value }) },
        'GET /x',
      );
      expect(garbled.retryAfter).toBeUndefined();
    }
  });

  it('keeps __proto__ and other odd codes out of the declared ones', () => {
    for (const code of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const error = responseError(
        { status: 400, body: JSON.parse(`{"code":"${code}"}`), headers: new Headers() },
        'GET /x',
      );
      expect(error.code).toBe('http');
      expect(error.serverCode).toBe(code);
    }
  });
});

describe('shopperMessage', () => {
  it('gives the declared Russian message of a code, or a plain one without an answer', () => {
    expect(shopperMessage(new ApiError({ message: 'x', status: 409, code: 'payments_unavailable' }))).toBe(
      errorCodes.payments_unavailable.message,
    );
    expect(shopperMessage(new ApiError({ message: 'x', status: 0, code: 'timeout' }))).toMatch(/^Нет связи/);
    expect(shopperMessage(new ApiError({ message: 'x', status: 404, code: 'not_api' }))).toBe(
      'Что-то пошло не так. Попробуйте ещё раз.',
    );
    expect(shopperMessage(new Error('boom'))).toBe('Что-то пошло не так. Попробуйте ещё раз.');
  });

  it('has a Russian message for every declared code', () => {
    for (const { message } of Object.values(errorCodes))
      expect(message.replace('SMS', '')).toMatch(/^[А-ЯЁ][^A-Za-z]+$/);
  });
});
