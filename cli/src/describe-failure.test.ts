import { ApiError } from '@verstak/sdk';
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
