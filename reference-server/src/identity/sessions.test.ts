import { decodeAccessToken } from '@verstak/sdk';
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../create-api';
import type { Db } from '../db/database';
import { seededDatabase } from '../testing/seeded-database';
import { GUEST_TOKEN_SECONDS } from './access-token';

describe('guest sessions: POST /users/refresh and the fUserId of /base', () => {
  let db: Db;
  let now = Date.UTC(2026, 10, 23, 12);
  let api: ReturnType<typeof createApi>;

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await api.fetch(new Request(`http://api.test/api/v4${path}`, init));
    return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
  };
  const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
  const refresh = async (token?: string) =>
    (await call('/users/refresh', { method: 'POST', ...(token ? bearer(token) : {}) })).body.data
      .accessToken as string;
  const fUserIdOf = (token: string) =>
    JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))).fUserId as string;

  beforeAll(async () => {
    db = await seededDatabase(20);
    api = createApi({ db, clock: { now: () => now } });
  });
  afterAll(() => db.close());

  it('gives a guest an unauthorized token with a new fUserId, expiring in a month', async () => {
    const token = await refresh();
    const claims = decodeAccessToken(token);
    expect(claims).toEqual({ role: 'unauthorized', groups: [], expiresAt: now + GUEST_TOKEN_SECONDS * 1000 });
    expect(fUserIdOf(token)).toMatch(/^[0-9a-f-]{36}$/);
    expect(fUserIdOf(await refresh())).not.toBe(fUserIdOf(token));
  });

  it('renews a guest token, expired or not, with the same fUserId, and /base answers it', async () => {
    const token = await refresh();
    now += (GUEST_TOKEN_SECONDS + 60) * 1000;
    const renewed = await refresh(token);
    expect(fUserIdOf(renewed)).toBe(fUserIdOf(token));
    expect((await call('/base?select=fUserId', bearer(renewed))).body.data.fUserId).toBe(fUserIdOf(token));
    // The expired one is no session any more.
    expect((await call('/base?select=fUserId', bearer(token))).body.data.fUserId).toBeNull();
  });

  it('trusts no token it did not sign: another key, alg none, a tampered claim', async () => {
    const mine = await refresh();
    const exp = Math.floor(now / 1000) + 3600;
    const claims = { role: 'unauthorized', groups: [], fUserId: 'forged', exp };
    const otherKey = await sign(claims, 'not-the-key', 'HS256');
    const none =
      `${btoa(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${btoa(JSON.stringify(claims))}.`.replace(
        /=/g,
        '',
      );
    const [head = '', , signature = ''] = mine.split('.');
    const tampered = `${head}.${btoa(JSON.stringify({ ...claims, role: 'authorized' })).replace(/=/g, '')}.${signature}`;
    for (const token of [otherKey, none, tampered]) {
      expect((await call('/base?select=fUserId', bearer(token))).body.data.fUserId).toBeNull();
      expect(fUserIdOf(await refresh(token))).not.toBe('forged');
    }
  });

  it("stamps a guest's city with the month's version tag, also after the month turns", async () => {
    now = Date.UTC(2026, 10, 30, 23);
    const november = (await call('/base?select=city')).body.data.city as { dateUpdate: string };
    now = Date.UTC(2026, 11, 1, 1);
    const december = (await call('/base?select=city')).body.data.city as { dateUpdate: string };
    expect([november.dateUpdate, december.dateUpdate]).toEqual(['v4-2026-11', 'v4-2026-12']);
  });
});
