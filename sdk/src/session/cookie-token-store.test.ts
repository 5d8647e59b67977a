import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE, cookieTokenStore, readCookie, readTokenCookie } from './cookie-token-store';

/** A cookie jar that behaves like `document.cookie`: writes one cookie with attributes, reads all as `a=1; b=2`. */
function cookieJar(now = 0) {
  const values = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const attr = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const expires = attr('expires');
      const gone = attr('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= now);
      if (gone) values.delete(name);
      else values.set(name, pair.slice(eq + 1));
    },
  };
}

function jwt(exp: number): string {
  const payload = btoa(JSON.stringify({ role: 'authorized', exp }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return `h.${payload}.s`;
}

describe('the cookie token store (§4.1)', () => {
  it('keeps the token in the accessToken cookie, expiring at the token’s own expiry', () => {
    const document = cookieJar();
    const store = cookieTokenStore({ document });
    const token = jwt(1_800_000_000);
    store.set(token);
    expect(store.get()).toBe(token);
    expect(document.writes[0]).toBe(
      `accessToken=${encodeURIComponent(token)}; path=/; expires=${new Date(1_800_000_000_000).toUTCString()}; samesite=lax`,
    );
  });

  it('takes an explicit expiry over the token’s, and writes a session cookie when neither is known', () => {
    const document = cookieJar();
    const store = cookieTokenStore({ document });
    store.set(jwt(1_800_000_000), 1_700_000_000_000);
    expect(document.writes[0]).toContain(`expires=${new Date(1_700_000_000_000).toUTCString()}`);
    store.set('opaque-token');
    expect(document.writes[1]).toBe('accessToken=opaque-token; path=/; samesite=lax');
    expect(store.get()).toBe('opaque-token');
  });

  it('reads a damaged or hand-edited cookie as no token, so it is never sent', () => {
    for (const value of ['%ZZ', '%00', '%E2%82%AC', 'a%20b', `${'a'.repeat(5000)}.b.c`]) {
      const document = cookieJar();
      document.cookie = `accessToken=${value}`;
      expect(cookieTokenStore({ document }).get(), value).toBeNull();
    }
  });

  it('clears the cookie with null', () => {
    const document = cookieJar();
    const store = cookieTokenStore({ document });
    store.set('t0k3n');
    store.set(null);
    expect(store.get()).toBeNull();
    expect(document.cookie).toBe('');
  });

  it('leaves other cookies alone and can use another name', () => {
    const document = cookieJar();
    document.cookie = 'city=0000073034; path=/';
    cookieTokenStore({ document, name: 'staffToken' }).set('s');
    expect(cookieTokenStore({ document }).get()).toBeNull();
    expect(cookieTokenStore({ document, name: 'staffToken' }).get()).toBe('s');
    expect(readCookie(document.cookie, 'city')).toBe('0000073034');
  });

  it('names the fix when there is no document', () => {
    expect(() => cookieTokenStore()).toThrow(
      'cookieTokenStore needs a document: pass { document } outside the browser',
    );
  });
});

describe('readCookie', () => {
  it('finds the named cookie in a Cookie header, trimmed and decoded, not one whose name merely ends the same', () => {
    const header = `xaccessToken=wrong; ${ACCESS_TOKEN_COOKIE}= a%20b ;other=1`;
    expect(readCookie(header, 'accessToken')).toBe('a b');
    expect(readCookie(header, 'missing')).toBeNull();
    expect(readCookie('', 'accessToken')).toBeNull();
  });

  it('reads a value that is not valid percent-encoding as absent instead of throwing', () => {
    expect(readCookie('accessToken=%ZZ', 'accessToken')).toBeNull();
    expect(readCookie('accessToken=%E2%82', 'accessToken')).toBeNull();
  });
});

describe('readTokenCookie', () => {
  it('reads the token, none when absent, and calls a cookie that holds no token malformed', () => {
    expect(readTokenCookie('a=1; accessToken=h.p.s')).toEqual({ token: 'h.p.s', malformed: false });
    expect(readTokenCookie('a=1')).toEqual({ token: null, malformed: false });
    for (const value of ['%ZZ', '%E2%82%AC', '%00', 'a%20b']) {
      expect(readTokenCookie(`accessToken=${value}`), value).toEqual({ token: null, malformed: true });
    }
  });
});
