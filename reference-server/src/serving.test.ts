import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './start-server';

/** One GET with node:http, so the answer's encoding is seen as sent (fetch would decode it). */
function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
    (done, fail) => {
      const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
        res.resume();
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers }));
      });
      req.on('error', fail);
      req.end();
    },
  );
}

describe('the API served alone', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer({ port: 0, products: 30 });
  });
  afterAll(() => server.close());

  it('puts the security headers on answers, errors and pictures alike', async () => {
    for (const [path, status] of [
      ['/api/v4/cities', 200],
      ['/api/v4/catalog/search?limit=abc', 400],
      ['/api/v4/no-such-call', 404],
      ['/images/brands/verstak.svg', 200],
    ] as const) {
      const answer = await get(server.port, path);
      expect(answer.status, path).toBe(status);
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      expect(answer.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
    }
  });

  it('compresses its JSON when the client accepts gzip', async () => {
    const answer = await get(server.port, '/api/v4/cities', { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect((await get(server.port, '/api/v4/cities')).headers['content-encoding']).toBeUndefined();
  });
});
