import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../../context/request-context';
import { callContext } from './call-context';
import type { CallEnv } from './call-env';

describe('callContext', () => {
  it('builds the context from the request and the binding, and hands it on', async () => {
    const seen: Array<{ url: string; env: unknown }> = [];
    const context = { secure: true } as RequestContext;
    const app = new Hono<CallEnv>();
    app.get(
      '/call',
      callContext(async (request, env) => {
        seen.push({ url: request.url, env });
        return context;
      }),
      (c) => c.json({ same: c.get('context') === context }),
    );
    const env = { incoming: { socket: { remoteAddress: '10.0.0.1' } } };
    const response = await app.request('http://shop.test/call', {}, env);
    expect(await response.json()).toEqual({ same: true });
    expect(seen).toEqual([{ url: 'http://shop.test/call', env }]);
  });

  it('lets a failure to build it reach the error handler', async () => {
    const app = new Hono<CallEnv>();
    app.get(
      '/call',
      callContext(() => Promise.reject(new Error('database away'))),
      (c) => c.text('reached'),
    );
    app.onError((error, c) => c.text(error.message, 503));
    const response = await app.request('/call');
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('database away');
  });
});
