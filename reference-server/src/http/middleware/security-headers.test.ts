import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  const app = new Hono();
  app.use(securityHeaders({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' }));
  app.get('/ok', (c) => c.text('ok'));
  app.get('/boom', () => {
    throw new Error('boom');
  });
  app.onError((_error, c) => c.text('failed', 500));

  it('sets every header on an answer', async () => {
    const response = await app.request('/ok');
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
  });

  it('sets them on an error answer and on a 404 too', async () => {
    for (const path of ['/boom', '/nowhere']) {
      const response = await app.request(path);
      expect(response.status).not.toBe(200);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
  });

  it("sets the contract's resource headers by default", async () => {
    const plain = new Hono();
    plain.use(securityHeaders());
    plain.get('/', (c) => c.text('ok'));
    const response = await plain.request('/');
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
  });
});
