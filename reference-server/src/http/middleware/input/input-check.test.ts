import { type Endpoint, endpointsOf } from '@verstak/sdk/contract';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { HttpError } from '../../http-error';
import type { CallEnv } from '../call-env';
import { inputCheck } from './input-check';

const [get, post, plain, idempotent] = endpointsOf('demo', {
  get: {
    method: 'GET',
    path: '/things/{id}',
    doc: 'A thing.',
    input: z.object({ id: z.coerce.number(), q: z.optional(z.string()) }),
    output: z.unknown(),
  },
  post: {
    method: 'POST',
    path: '/things',
    doc: 'Adds a thing.',
    input: z.object({ name: z.string().check(z.minLength(2)), tags: z.optional(z.array(z.string())) }),
    output: z.unknown(),
  },
  plain: {
    method: 'POST',
    path: '/notes',
    encoding: 'plain',
    doc: 'A note.',
    input: z.object({ text: z.string() }),
    output: z.unknown(),
  },
  idempotent: {
    method: 'POST',
    path: '/orders',
    idempotent: true,
    doc: 'An order.',
    input: z.object({ comment: z.optional(z.string()) }),
    output: z.unknown(),
  },
}) as [Endpoint, Endpoint, Endpoint, Endpoint];

/** A tiny app: the input check of `endpoint`, then a step that echoes the parsed input. */
function appFor(endpoint: Endpoint): Hono<CallEnv> {
  const app = new Hono<CallEnv>();
  app.on(endpoint.method, endpoint.path.replace(/\{(\w+)\}/g, ':$1'), inputCheck(endpoint), (c) =>
    c.json({ input: c.get('input') }),
  );
  app.onError((error, c) =>
    error instanceof HttpError
      ? c.json({ code: error.code, errors: error.errors, codes: error.codes }, error.status)
      : c.text('failed', 500),
  );
  return app;
}

describe('inputCheck', () => {
  it('reads the path params and the query, parsed by the schema', async () => {
    const response = await appFor(get).request('/things/7?q=drill');
    expect(await response.json()).toEqual({ input: { id: 7, q: 'drill' } });
  });

  it('reads a form body, `name[]` keys as a list', async () => {
    const body = new URLSearchParams([
      ['name', 'Drill'],
      ['tags[]', 'a'],
      ['tags[]', 'b'],
    ]);
    const response = await appFor(post).request('/things', { method: 'POST', body });
    expect(await response.json()).toEqual({ input: { name: 'Drill', tags: ['a', 'b'] } });
  });

  it('answers 400 validation naming each field with its rule and code', async () => {
    const response = await appFor(post).request('/things', {
      method: 'POST',
      body: new URLSearchParams({ name: 'D' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      code: string;
      errors: Record<string, string>;
      codes: Record<string, string>;
    };
    expect(body.code).toBe('validation');
    expect(Object.keys(body.errors)).toEqual(['name']);
    expect(body.codes.name).toBe('too_small');
  });

  it('takes a plain body as the value of the only body field', async () => {
    const response = await appFor(plain).request('/notes', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(await response.json()).toEqual({ input: { text: 'hello' } });
  });

  it('treats an empty value of an idempotent call as absent', async () => {
    const response = await appFor(idempotent).request('/orders', {
      method: 'POST',
      body: new URLSearchParams({ comment: '' }),
    });
    expect(await response.json()).toEqual({ input: {} });
  });

  it('answers 400 to a body that is not in the encoding', async () => {
    const response = await appFor(post).request('/things', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Drill"}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation',
      errors: { common: 'The body must be form data' },
    });
  });

  it('answers 413 payload_too_large to a body past its cap', async () => {
    const response = await appFor(post).request('/things', {
      method: 'POST',
      body: new URLSearchParams({ name: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('payload_too_large');
  });
});
