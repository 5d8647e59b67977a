import { ApiError, catalogApi, createClient } from '@verstak/sdk';
import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { describeFailure } from './describe-failure';
import { CliError } from './io';

const context = { api: 'http://127.0.0.1:3000', timeoutSeconds: 2.5 };

describe('describeFailure', () => {
  it('names the API and the timeout in force when the API is silent', () => {
    const error = new ApiError({ message: 'The API did not answer', status: 0, code: 'timeout' });
    expect(describeFailure(error, context)).toEqual({
      code: 'timeout',
      message: 'The API at http://127.0.0.1:3000 did not answer in 2.5 s',
    });
  });

  it('gives the deepest reason when the API cannot be reached', () => {
    const reason = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const error = new ApiError({
      message: 'fetch failed',
      status: 0,
      code: 'network',
      cause: new TypeError('fetch failed', { cause: reason }),
    });
    expect(describeFailure(error, context)).toEqual({
      code: 'network',
      message: 'Cannot reach the Verstak API at http://127.0.0.1:3000: ECONNREFUSED',
    });
  });

  it('joins the fields of a validation error into one line', () => {
    const error = new ApiError({
      message: 'Invalid',
      status: 400,
      code: 'validation',
      errors: { common: 'Проверьте данные', filter: 'Характеристика не найдена' },
    });
    expect(describeFailure(error, context)).toEqual({
      code: 'validation',
      message: 'Проверьте данные; filter: Характеристика не найдена',
    });
  });

  it("keeps commander's hint on the same line, as a usage error", () => {
    const error = new CommanderError(
      1,
      'commander.unknownOption',
      "error: unknown option '--jsn'\n(Did you mean --json?)",
    );
    expect(describeFailure(error, context)).toEqual({
      code: 'usage',
      message: "unknown option '--jsn' (Did you mean --json?)",
    });
  });

  it("passes the API's own code through, as specific as the server answered it", () => {
    // Any code the server answers (the SDK's ApiError.code carries each): a script switches on it.
    const code = 'order_already_cancelled' as ApiError['code'];
    const error = new ApiError({
      message: 'Conflict',
      status: 409,
      code,
      errors: { common: 'Заказ №В-1 уже отменён' },
    });
    expect(describeFailure(error, context)).toEqual({
      code: 'order_already_cancelled',
      message: 'Заказ №В-1 уже отменён',
    });
  });

  it("passes the CLI's own codes through", () => {
    expect(describeFailure(new CliError('Unknown city: x', 'unknown_city'), context)).toEqual({
      code: 'unknown_city',
      message: 'Unknown city: x',
    });
    expect(describeFailure(new CliError('bad flag'), context).code).toBe('usage');
  });
});

describe('describeFailure of the API’s refusals', () => {
  /** The ApiError the SDK makes of an answer, as a command gets it. */
  async function refusal(body: unknown, status: number, headers: Record<string, string> = {}) {
    const client = createClient({
      baseUrl: 'http://127.0.0.1:3000',
      fetch: async () =>
        typeof body === 'string'
          ? new Response(body, {
              status,
              headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers },
            })
          : Response.json(body, { status, headers }),
    });
    return catalogApi(client)
      .products({})
      .then(
        () => expect.unreachable(),
        (error: unknown) => error,
      );
  }

  it.each([
    ['promo_code_refused', 422],
    ['quantity_unavailable', 422],
    ['order_not_payable', 409],
    ['idempotency_mismatch', 422],
    ['price_changed', 409],
    ['order_finished', 409],
    ['payments_unavailable', 409],
  ])('passes %s through as the code, with the server’s words', async (code, status) => {
    const error = await refusal({ code, errors: { common: 'Нельзя' } }, status);
    expect(describeFailure(error, context)).toEqual({ code, message: 'Нельзя' });
  });

  it('gives a 429 its code and Retry-After seconds', async () => {
    const error = await refusal(
      { code: 'too_many_attempts', errors: { login: 'Слишком много попыток. Повторите через 15 минут' } },
      429,
      { 'Retry-After': '900' },
    );
    expect(describeFailure(error, context)).toEqual({
      code: 'too_many_attempts',
      message: 'login: Слишком много попыток. Повторите через 15 минут',
      retryAfter: 900,
    });
  });

  it('names a code the SDK does not know, as http with serverCode', async () => {
    const error = await refusal({ code: 'loyalty_frozen', errors: { common: 'Бонусы заморожены' } }, 409);
    expect(describeFailure(error, context)).toEqual({
      code: 'http',
      serverCode: 'loyalty_frozen',
      message: 'Бонусы заморожены (loyalty_frozen)',
    });
  });

  it('takes control characters out of what a hostile server says', async () => {
    const error = await refusal({ code: 'x\u001b[2Jy', errors: { common: 'Нет\u001b]0;pwned\u0007' } }, 409, {
      'Content-Type': 'application/json',
    });
    const failure = describeFailure(error, context);
    expect(failure.message).toBe('Нет ]0;pwned  (x [2Jy)');
    expect(failure.serverCode).toBe('x [2Jy');
    const odd = await refusal('<p>', 404, { 'Content-Type': 'text/html\u001b[31m' });
    expect(describeFailure(odd, context).message).not.toContain('\u001b');
  });

  it('takes out the bidi and line-separator characters that make a line read other than it is, and cuts a flood', async () => {
    // U+202E turns "Оплата прошла exe.txt" around on screen; U+2028 starts a new line in some terminals.
    const error = await refusal(
      { code: 'x\u202ey', errors: { common: `Нет\u202eтекст\u2066\u2028${'я'.repeat(1_000_000)}` } },
      409,
    );
    const failure = describeFailure(error, context);
    expect(failure.message).not.toMatch(/[\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
    expect(failure.message.startsWith('Нет текст')).toBe(true);
    expect(failure.message.length).toBeLessThanOrEqual(2_000);
    expect(failure.serverCode).toBe('x y');
  });

  it('tells a wrong --api (an HTML 404) from a missing page', async () => {
    const error = await refusal('<!doctype html><title>404</title>', 404);
    expect(describeFailure(error, context)).toEqual({
      code: 'not_api',
      message:
        'http://127.0.0.1:3000 is not the Verstak API (HTTP 404, text/html): check --api or VERSTAK_API',
    });
  });
});
