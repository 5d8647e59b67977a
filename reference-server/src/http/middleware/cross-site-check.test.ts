import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { crossSiteCheck } from './cross-site-check';

/** A tiny app: the check in front of a call that answers `done`, refusals as their status and code. */
function appWithCheck(): Hono {
  const app = new Hono();
  app.on(['GET', 'POST'], '/call', crossSiteCheck(), (c) => c.text('done'));
  app.onError((error, c) =>
    error instanceof HttpError ? c.json({ code: error.code }, error.status) : c.text('failed', 500),
  );
  return app;
}

const post = (headers: Record<string, string>) =>
  appWithCheck().request(new Request('http://shop.test/call', { method: 'POST', headers }));

describe('crossSiteCheck', () => {
  it('lets a GET through whatever it says of its origin', async () => {
    const response = await appWithCheck().request(
      new Request('http://shop.test/call', {
        headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'http://evil.test' },
      }),
    );
    expect(response.status).toBe(200);
  });

  it('lets a POST without browser headers through (the CLI, server-side rendering)', async () => {
    expect((await post({})).status).toBe(200);
  });

  it("lets a POST from the request's own origin through", async () => {
    expect((await post({ Origin: 'http://shop.test', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
  });

  it('refuses a POST the browser calls cross-site with 403 cross_site', async () => {
    const response = await post({ 'Sec-Fetch-Site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'cross_site' });
  });

  it('refuses a POST from a foreign origin, and from the opaque origin `null`', async () => {
    for (const origin of ['http://evil.test', 'null']) {
      const response = await post({ Origin: origin });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ code: 'cross_site' });
    }
  });
});
