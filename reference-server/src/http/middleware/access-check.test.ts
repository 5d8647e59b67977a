import type { Access } from '@verstak/sdk/contract';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../../context/request-context';
import { HttpError } from '../http-error';
import { type AccessClaims, accessCheck, hasAccess } from './access-check';
import type { CallEnv } from './call-env';

/** A tiny app: a context with `session`, then the access check of a row with `access`, then `done`. */
async function call(access: Access, session: AccessClaims | null) {
  const app = new Hono<CallEnv>();
  app.get(
    '/call',
    async (c, next) => {
      c.set('context', { session } as RequestContext);
      await next();
    },
    accessCheck({ access, method: 'GET', path: '/call' }),
    (c) => c.text('done'),
  );
  app.onError((error, c) =>
    error instanceof HttpError
      ? c.json({ code: error.code, common: error.errors.common }, error.status)
      : c.text('failed', 500),
  );
  const response = await app.request('/call');
  return {
    status: response.status,
    body: response.status === 200 ? await response.text() : await response.json(),
  };
}

const guest: AccessClaims = { role: 'unauthorized', groups: [] };
const shopper: AccessClaims = { role: 'authorized', groups: [] };
const operator: AccessClaims = { role: 'authorized', groups: ['operator'] };
const admin: AccessClaims = { role: 'authorized', groups: ['administrators'] };
const b2b: AccessClaims = { role: 'authorized', groups: ['b2b'] };

describe('accessCheck', () => {
  it('lets anyone make a public call', async () => {
    expect(await call('public', null)).toEqual({ status: 200, body: 'done' });
  });

  it('answers 401 to a call for users without a logged-in session, a guest token included', async () => {
    for (const session of [null, guest])
      expect(await call('user', session)).toEqual({
        status: 401,
        body: { code: 'unauthorized', common: 'GET /call needs a logged-in user' },
      });
    expect((await call('user', shopper)).status).toBe(200);
  });

  it('answers 403 naming the group to a session without it; administrators pass staff checks', async () => {
    expect(await call('staff:operator', shopper)).toEqual({
      status: 403,
      body: { code: 'forbidden', common: 'GET /call needs the operator group' },
    });
    expect((await call('staff:operator', operator)).status).toBe(200);
    expect((await call('staff:operator', admin)).status).toBe(200);
  });

  it('asks b2b calls for the b2b group itself, not an administrator', async () => {
    expect((await call('b2b', admin)).status).toBe(403);
    expect((await call('b2b', b2b)).status).toBe(200);
  });
});

describe('hasAccess', () => {
  it('answers the same rule without refusing', () => {
    expect(hasAccess('public', null)).toBe(true);
    expect(hasAccess('user', guest)).toBe(false);
    expect(hasAccess('staff:operator', admin)).toBe(true);
    expect(hasAccess('b2b', operator)).toBe(false);
  });
});
