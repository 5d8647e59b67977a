import { RELEASE_VERSION } from '@verstak/sdk/contract';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { HttpError } from '../http-error';
import type { CallEnv } from './call-env';
import { envelope } from './envelope';

const row = { id: 'demo.call', output: z.object({ count: z.number() }) };

/** A tiny app: the envelope around a step that answers `data` (or throws it when it is an Error). */
function appAnswering(data: unknown, validateOutput = false): Hono<CallEnv> {
  const app = new Hono<CallEnv>();
  app.get('/call', envelope(row, { validateOutput }), async (c) => {
    if (data instanceof Error) throw data;
    c.header('Set-Cookie', 'a=1', { append: true });
    c.set('output', { data });
  });
  app.onError((error, c) =>
    error instanceof HttpError
      ? c.json({ code: error.code }, error.status)
      : c.json({ message: error.message }, 500),
  );
  return app;
}

describe('envelope', () => {
  it('wraps the answer as a 200 { version, data } in JSON, keeping the headers the step set', async () => {
    const response = await appAnswering({ count: 2 }).request('/call');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=UTF-8');
    expect(response.headers.get('Set-Cookie')).toBe('a=1');
    expect(await response.json()).toEqual({ version: RELEASE_VERSION, data: { count: 2 } });
  });

  it('wraps an answer of null too', async () => {
    expect(await (await appAnswering(null).request('/call')).json()).toEqual({
      version: RELEASE_VERSION,
      data: null,
    });
  });

  it('leaves a refusal thrown further in as the error answer it became', async () => {
    const response = await appAnswering(new HttpError(409, 'conflict', { common: 'no' })).request('/call');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ code: 'conflict' });
  });

  it('with validateOutput, turns an answer outside the row into an error naming the call', async () => {
    const response = await appAnswering({ count: 'two' }, true).request('/call');
    expect(response.status).toBe(500);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^demo\.call answered outside its contract/,
    );
    expect((await appAnswering({ count: 'two' }, false).request('/call')).status).toBe(200);
  });
});
