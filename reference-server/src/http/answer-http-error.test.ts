import { errorCodes, RELEASE_VERSION } from '@verstak/sdk/contract';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { answerHttpError } from './answer-http-error';
import { HttpError, tooManyAttempts, undeclaredError } from './http-error';

/** A tiny app whose one route throws `error`, answered as createApi answers refusals. */
function appThrowing(error: HttpError, validateOutput: boolean) {
  const logged: string[] = [];
  const app = new Hono();
  app.get('/call', () => {
    throw error;
  });
  app.onError((thrown, c) =>
    answerHttpError(c, thrown as HttpError, {
      validateOutput,
      log: { error: (e, where) => logged.push(`${where}: ${(e as Error).message}`) },
    }),
  );
  return { app, logged };
}

/** A code no row of the contract declares, cast past the compiler as a careless handler would. */
const stray = new HttpError(409, 'basket_gone' as 'conflict', { common: 'Корзины больше нет' });

describe('answerHttpError', () => {
  it('answers a declared refusal with its status, code, details and Retry-After', async () => {
    const { app, logged } = appThrowing(
      new HttpError(409, 'price_changed', { common: 'Цена изменилась' }, { shownTotal: 100, total: 120 }),
      true,
    );
    const response = await app.request('/call');
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      version: RELEASE_VERSION,
      code: 'price_changed',
      details: { shownTotal: 100, total: 120 },
    });
    const limited = await appThrowing(tooManyAttempts('Слишком много попыток', 90), true).app.request(
      '/call',
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('90');
    expect(logged).toEqual([]);
  });

  it('in tests, answers a code the contract lacks as a 500 naming it, so the test that drove it fails', async () => {
    const { app, logged } = appThrowing(stray, true);
    const response = await app.request('/call');
    expect(response.status).toBe(500);
    const body = (await response.json()) as { code: string; errors: { common: string } };
    expect(body.code).toBe('internal');
    expect(body.errors.common).toMatch(/undeclared error code "basket_gone".*error-codes\.ts/);
    expect(logged).toEqual([expect.stringMatching(/^GET \/call → 409: .*"basket_gone"/)]);
  });

  it('in production, passes a stray code on but logs it', async () => {
    const { app, logged } = appThrowing(stray, false);
    const response = await app.request('/call');
    expect(response.status).toBe(409);
    expect(((await response.json()) as { code: string }).code).toBe('basket_gone');
    expect(logged).toHaveLength(1);
  });

  it('refuses a declared code with a status it is not declared with', () => {
    expect(undeclaredError({ status: 404, code: 'price_changed' })).toMatch(/HTTP 404.*\(409\)/);
    for (const [code, { status }] of Object.entries(errorCodes))
      for (const s of status) expect(undeclaredError({ status: s, code })).toBeNull();
  });
});
