import { describe, expect, it } from 'vitest';
import { isAuthorized } from '../domain/is-authorized';
import { decodeAccessToken, isTokenExpired } from './access-token';

/** A JWT with the given claims, unsigned: the SDK reads claims and leaves verifying to the server. */
function jwt(claims: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(claims));
  const base64 = btoa(String.fromCharCode(...bytes));
  const payload = base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.c2lnbmF0dXJl`;
}

describe('access tokens (§3, §4.1)', () => {
  it('reads role, groups and expiry (seconds → ms) from the payload', () => {
    expect(decodeAccessToken(jwt({ role: 'authorized', groups: [2, 'b2b'], exp: 1_800_000_000 }))).toEqual({
      role: 'authorized',
      groups: ['2', 'b2b'],
      expiresAt: 1_800_000_000_000,
    });
  });

  it('reads a base64url payload with - and _ and UTF-8 text', () => {
    const claims = { role: 'authorized', groups: ['оптовики ~~~??>'], exp: 1 };
    const token = jwt(claims);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeAccessToken(token)?.groups).toEqual(['оптовики ~~~??>']);
  });

  it('treats any role but authorized, and missing claims, as a guest without expiry', () => {
    expect(decodeAccessToken(jwt({ role: 'admin' }))).toEqual({
      role: 'unauthorized',
      groups: [],
      expiresAt: null,
    });
  });

  it.each(['', 'no-dots', 'a.!!!.c', `a.${btoa('not json')}.c`])(
    'answers null for the malformed token %j',
    (token) => {
      expect(decodeAccessToken(token)).toBeNull();
    },
  );

  it('is expired once its expiry time has passed, and not before', () => {
    const token = jwt({ role: 'authorized', exp: 1000 });
    expect(isTokenExpired(token, 999_999)).toBe(false);
    expect(isTokenExpired(token, 1_000_000)).toBe(true);
    expect(isTokenExpired(jwt({ role: 'authorized' }), Number.MAX_SAFE_INTEGER)).toBe(false);
    expect(isTokenExpired('garbage', 0)).toBe(true);
  });

  it('counts anything other than unauthorized as authorized (§4.1)', () => {
    expect(isAuthorized('authorized')).toBe(true);
    expect(isAuthorized('b2b')).toBe(true);
    expect(isAuthorized('unauthorized')).toBe(false);
    expect(isAuthorized(null)).toBe(false);
    expect(isAuthorized(undefined)).toBe(false);
  });
});
