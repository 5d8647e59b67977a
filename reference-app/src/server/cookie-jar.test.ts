import { describe, expect, it } from 'vitest';
import { createCookieJar } from './cookie-jar';
import { createStorefront } from './index';

/** A token whose payload says `role` and expires at `exp` (seconds); the signature is not read here. */
function token(role: string, exp: number): string {
  const payload = Buffer.from(JSON.stringify({ role, groups: [], exp })).toString('base64url');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.c2ln`;
}

describe('the cookie jar of a server render', () => {
  it('sends the shopper cookies, and a rotated refresh cookie replaces the spent one at once', async () => {
    const jar = createCookieJar('refreshToken=old; city=yar');
    const sent: string[] = [];
    const api = jar.wrap(async (input) => {
      const request = input as Request;
      sent.push(request.headers.get('cookie') ?? '');
      const rotated = 'refreshToken=new; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax';
      return new Response('{}', { headers: request.method === 'POST' ? [['Set-Cookie', rotated]] : [] });
    });
    await api('http://api.test/api/v4/users/refresh', { method: 'POST' });
    await api('http://api.test/api/v4/base');
    expect(sent).toEqual(['refreshToken=old; city=yar', 'refreshToken=new; city=yar']);
    expect(jar.answer(null, false)).toEqual([
      'refreshToken=new; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax',
    ]);
  });

  it('forgets a cookie the API clears', async () => {
    const jar = createCookieJar('refreshToken=spent');
    const api = jar.wrap(
      async () => new Response('{}', { headers: [['Set-Cookie', 'refreshToken=; Max-Age=0; Path=/']] }),
    );
    await api('http://api.test/api/v4/users/refresh', { method: 'POST' });
    expect(jar.has('refreshToken')).toBe(false);
  });

  it('hands the browser a new access token cookie expiring with the token, unless the API set one', () => {
    const fresh = token('authorized', 2_000_000_000);
    const [line] = createCookieJar('').answer(fresh, true);
    expect(line).toBe(
      `accessToken=${fresh}; Path=/; Expires=${new Date(2_000_000_000_000).toUTCString()}; SameSite=Lax`,
    );
    expect(createCookieJar('').answer(fresh, false)).toEqual([]);
  });
});

describe('the storefront /api proxy', () => {
  it('forwards the Cookie header to the API and its Set-Cookie lines back to the browser', async () => {
    let seen: string | null = null;
    const storefront = createStorefront({
      apiBaseUrl: 'http://api.test',
      // No built client: pages would render without scripts; only the proxy is under test.
      clientDir: '',
      apiFetch: async (input) => {
        seen = (input as Request).headers.get('cookie');
        const headers = new Headers({ 'Content-Type': 'application/json' });
        headers.append('Set-Cookie', 'refreshToken=rotated; Path=/; HttpOnly; SameSite=Lax');
        headers.append('Set-Cookie', 'fingerprint=f1; Path=/; SameSite=Lax');
        return new Response('{"data":{}}', { headers });
      },
    });
    const answer = await storefront.fetch(
      new Request('http://localhost:3000/api/v4/users/refresh', {
        method: 'POST',
        headers: { Cookie: 'refreshToken=first' },
        body: '',
      }),
    );
    expect(seen).toBe('refreshToken=first');
    expect(answer.headers.getSetCookie()).toEqual([
      'refreshToken=rotated; Path=/; HttpOnly; SameSite=Lax',
      'fingerprint=f1; Path=/; SameSite=Lax',
    ]);
  });
});
