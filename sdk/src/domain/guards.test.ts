import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeAccessToken } from '../session/access-token';
import { loginPath, safeReturnPath } from './return-path';
import { b2bGuard, guestOnlyGuard, isSessionAuthorized, personalGuard } from './route-guards';
import { stripDuplicatedHttps } from './strip-duplicated-https';

/** An unsigned JWT with the given claims: the guards read claims (decoded by the caller), the server verifies them. */
function jwt(claims: unknown): string {
  const payload = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.c2ln`;
}
const guest = decodeAccessToken(jwt({ role: 'unauthorized', groups: [], exp: 2_000_000_000 }));
const person = decodeAccessToken(jwt({ role: 'authorized', groups: [], exp: 2_000_000_000 }));
const buyer = decodeAccessToken(jwt({ role: 'authorized', groups: ['b2b'], exp: 2_000_000_000 }));
const noToken = null;

describe('safeReturnPath (§2.3 login r)', () => {
  it('honours a same-site relative path with its query and hash', () => {
    expect(safeReturnPath('/personal/orders/')).toBe('/personal/orders/');
    expect(safeReturnPath('/catalog/drills/?sort=price#top')).toBe('/catalog/drills/?sort=price#top');
  });

  it.each([
    null,
    undefined,
    '',
    'personal/',
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    '/ /evil.example',
    '/%2F%2Fevil.example/',
    '/%5Cevil.example/',
    '/%09/evil.example',
    '/personal/login/?r=/personal/',
    `/${'a'.repeat(3000)}`,
  ])('answers /personal/ for %j', (r) => {
    expect(safeReturnPath(r)).toBe('/personal/');
  });

  it('never honours a path a browser would resolve to another origin', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (r) => {
        const resolved = new URL(safeReturnPath(r), 'https://verstak.example/personal/login/');
        expect(resolved.origin).toBe('https://verstak.example');
      }),
    );
  });
});

describe('loginPath', () => {
  it('names the return path in r, and leaves it out for the default or an unsafe one', () => {
    expect(loginPath('/personal/orders/?page=2')).toBe(
      '/personal/login/?r=%2Fpersonal%2Forders%2F%3Fpage%3D2',
    );
    expect(loginPath('/personal/')).toBe('/personal/login/');
    expect(loginPath('//evil.example')).toBe('/personal/login/');
    expect(loginPath()).toBe('/personal/login/');
  });
});

describe('the personal guard (§6)', () => {
  it('sends a guest or a visitor without a token to login with the return path', () => {
    expect(personalGuard('/personal/settings/', guest)).toBe('/personal/login/?r=%2Fpersonal%2Fsettings%2F');
    expect(personalGuard('/personal/', noToken)).toBe('/personal/login/');
    expect(personalGuard('/personal/', decodeAccessToken('garbage'))).toBe('/personal/login/');
  });

  it('lets an authorized user through, whatever the role’s name (§4.1)', () => {
    expect(personalGuard('/personal/settings/', person)).toBeNull();
    expect(personalGuard('/personal/', buyer)).toBeNull();
  });

  it('lets a guest open login, registration, external auth, the basket, favourites and checkout', () => {
    for (const path of [
      '/personal/login/?r=%2Fpersonal%2F',
      '/personal/registration/',
      '/personal/external-auth/yandex-id/?code=1',
      '/personal/cart/',
      '/personal/favorites/',
      '/personal/order/make/',
    ])
      expect(personalGuard(path, guest), path).toBeNull();
  });

  it('leaves pages outside /personal/ alone', () => {
    expect(personalGuard('/catalog/', noToken)).toBeNull();
    expect(personalGuard('/personalities/', noToken)).toBeNull();
  });
});

describe('the guest-only guard (§6)', () => {
  it('sends an authorized user from login or registration to /personal/', () => {
    expect(guestOnlyGuard('/personal/login/', person)).toBe('/personal/');
    expect(guestOnlyGuard('/personal/registration', buyer)).toBe('/personal/');
  });

  it('sends them to the page’s own return path when it is safe', () => {
    expect(guestOnlyGuard('/personal/login/?r=%2Fpersonal%2Forders%2F', person)).toBe('/personal/orders/');
    expect(guestOnlyGuard('/personal/login/?r=https%3A%2F%2Fevil.example', person)).toBe('/personal/');
  });

  it('lets guests in, and leaves other pages alone', () => {
    expect(guestOnlyGuard('/personal/login/', guest)).toBeNull();
    expect(guestOnlyGuard('/personal/registration/', noToken)).toBeNull();
    expect(guestOnlyGuard('/personal/settings/', person)).toBeNull();
  });
});

describe('the B2B guard (§6)', () => {
  it('sends a user lacking the b2b group to /personal/, and a guest to login', () => {
    expect(b2bGuard('/personal/estimates/', person)).toBe('/personal/');
    expect(b2bGuard('/personal/estimates/', guest)).toBe('/personal/login/?r=%2Fpersonal%2Festimates%2F');
  });
  it('lets a B2B buyer through', () => {
    expect(b2bGuard('/personal/estimates/', buyer)).toBeNull();
  });
});

describe('isSessionAuthorized (§4.1)', () => {
  it('counts anything but an unauthorized role as authorized, and no or a malformed token as a guest', () => {
    expect(isSessionAuthorized(person)).toBe(true);
    expect(isSessionAuthorized(guest)).toBe(false);
    expect(isSessionAuthorized(undefined)).toBe(false);
    expect(isSessionAuthorized(decodeAccessToken('a.b.c'))).toBe(false);
  });
});

describe('stripDuplicatedHttps (§6 path guard)', () => {
  it('strips a duplicated https:/ fragment with its host, keeping the query', () => {
    expect(stripDuplicatedHttps('/https:/verstak.ru/catalog/drills/?page=2')).toBe('/catalog/drills/?page=2');
    expect(stripDuplicatedHttps('/https://verstak.ru/catalog/')).toBe('/catalog/');
    expect(stripDuplicatedHttps('/http:/localhost:3000/promos/')).toBe('/promos/');
    expect(stripDuplicatedHttps('/https:/catalog/')).toBe('/catalog/');
    expect(stripDuplicatedHttps('/https:/verstak.ru/https:/verstak.ru/news/')).toBe('/news/');
    expect(stripDuplicatedHttps('/https:/verstak.ru')).toBe('/');
  });

  it('leaves a clean path, and a URL in the query, unchanged', () => {
    expect(stripDuplicatedHttps('/catalog/drills/')).toBe('/catalog/drills/');
    expect(stripDuplicatedHttps('/personal/login/?r=https://verstak.ru/')).toBe(
      '/personal/login/?r=https://verstak.ru/',
    );
  });

  it('redirects only to a same-site path with no https:/ fragment left in it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('/', 'https:/', 'http://', 'verstak.ru', 'a', '?', 'x.y'), {
          maxLength: 12,
        }),
        (parts) => {
          const path = `/${parts.join('')}`;
          const out = stripDuplicatedHttps(path);
          const pathname = out.split(/[?#]/)[0] ?? '';
          expect(pathname).not.toMatch(/https?:\//i);
          if (out !== path)
            expect(new URL(out, 'https://verstak.example/').origin).toBe('https://verstak.example');
        },
      ),
    );
  });
});
