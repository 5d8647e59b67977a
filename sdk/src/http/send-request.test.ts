import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import type { ClientRequest } from './build-request';
import { sendRequest } from './send-request';

// The transport under the pipeline: the platform's fetch, every status answered, and the three ways
// a request gets no answer (time limit, the caller's abort, the network) as one ApiError each.

const request: ClientRequest = {
  routeId: 'catalog.products',
  method: 'GET',
  path: '/catalog/products',
  url: 'http://shop.test/api/v4/catalog/products?page=2',
  headers: { Accept: 'application/json' },
  body: undefined,
};

/** A fetch that never answers: it rejects with the signal's reason when the request is aborted, as fetch does. */
const silent: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    if (init?.signal?.aborted) reject(init.signal.reason);
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
  });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the request should fail'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );

describe('sendRequest', () => {
  it('answers every status with its body: JSON parsed, HTML kept as text, nothing as undefined', async () => {
    const answer = async (response: Response) => {
      const { status, body } = await sendRequest(async () => response, request);
      return { status, body };
    };
    expect(
      await answer(
        Response.json({ code: 'validation', errors: { phone: 'Неверный номер' } }, { status: 422 }),
      ),
    ).toEqual({
      status: 422,
      body: { code: 'validation', errors: { phone: 'Неверный номер' } },
    });
    const html = '<!doctype html><title>404 Not Found</title>';
    expect(
      await answer(new Response(html, { status: 404, headers: { 'content-type': 'text/html' } })),
    ).toEqual({ status: 404, body: html });
    expect(await answer(new Response(null, { status: 204 }))).toEqual({ status: 204, body: undefined });
    expect(await answer(new Response('', { status: 200 }))).toEqual({ status: 200, body: undefined });
    expect(await answer(new Response('not json', { status: 502 }))).toEqual({
      status: 502,
      body: 'not json',
    });
  });

  it('keeps the answer’s headers readable (Retry-After)', async () => {
    const limited = new Response('{"code":"too_many_attempts"}', {
      status: 429,
      headers: { 'retry-after': '60' },
    });
    const answered = await sendRequest(async () => limited, request);
    expect(answered.headers.get('Retry-After')).toBe('60');
  });

  it('sends the method, headers, body and credentials it was given, through the fetch it was given', async () => {
    const seen = vi.fn<typeof fetch>(async () => Response.json({ data: 1 }));
    const body = new URLSearchParams({ productId: '5' });
    await sendRequest(seen, { ...request, method: 'POST', body });
    const [url, init] = seen.mock.calls[0] ?? [];
    expect(url).toBe(request.url);
    expect(init).toMatchObject({ method: 'POST', headers: request.headers, body, credentials: 'include' });
  });

  it("fails with code aborted when the caller aborts, already or meanwhile, and timeout for the caller's own time limit", async () => {
    const before = new AbortController();
    before.abort();
    expect(await failure(sendRequest(silent, request, { signal: before.signal }))).toMatchObject({
      code: 'aborted',
      message: 'GET /catalog/products was aborted',
    });
    const during = new AbortController();
    const pending = failure(sendRequest(silent, request, { signal: during.signal }));
    during.abort('left the page');
    expect(await pending).toMatchObject({ code: 'aborted' });
    const limited = AbortSignal.abort(new DOMException('too slow', 'TimeoutError'));
    expect(await failure(sendRequest(silent, request, { signal: limited }))).toMatchObject({
      code: 'timeout',
    });
  });

  it('fails with code network naming the API and the cause Node gives, never the platform error itself', async () => {
    const refused: typeof fetch = async () => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
      });
    };
    const error = await failure(sendRequest(refused, request));
    expect(error).toMatchObject({ code: 'network', status: 0 });
    expect(error.message).toBe(
      'Cannot reach the API at http://shop.test/api/v4: fetch failed (ECONNREFUSED)',
    );
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('reaches a real server through Node’s own fetch, and names a closed port as unreachable', async () => {
    const { createServer } = await import('node:http');
    const server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{"data":{"ok":true}}');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as { port: number };
    const url = `http://127.0.0.1:${port}/api/v4/catalog/products`;
    try {
      expect(await sendRequest(globalThis.fetch, { ...request, url })).toMatchObject({
        status: 200,
        body: { data: { ok: true } },
      });
    } finally {
      await new Promise((done) => server.close(done));
    }
    const error = await failure(sendRequest(globalThis.fetch, { ...request, url }));
    expect(error.code).toBe('network');
    expect(error.message).toMatch(
      /^Cannot reach the API at http:\/\/127\.0\.0\.1:\d+\/api\/v4: fetch failed \(ECONNREFUSED\)$/,
    );
  });
});
