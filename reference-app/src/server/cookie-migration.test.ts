import { describe, expect, it } from 'vitest';
import { migrateCookies } from './cookie-migration';

describe('the cookie migration after a cookie-domain change (§4.3)', () => {
  const domain = 'verstak.example';

  it('carries compare and favourites over for a year, clears the city and auth cookies, sets the marker', () => {
    const { header, lines } = migrateCookies(
      'compare=1%2C2; favorites=7; city=%7B%7D; accessToken=a.b.c; refreshToken=r1; fingerprint=f-123456789; cityConfirmed=1',
      domain,
    );
    expect(header).toBe('compare=1%2C2; favorites=7; cityConfirmed=1');
    expect(lines).toEqual([
      'compare=1%2C2; Path=/; Max-Age=31536000; SameSite=Lax; Domain=verstak.example',
      'favorites=7; Path=/; Max-Age=31536000; SameSite=Lax; Domain=verstak.example',
      'city=; Path=/; Max-Age=0; SameSite=Lax',
      'accessToken=; Path=/; Max-Age=0; SameSite=Lax',
      'refreshToken=; Path=/; Max-Age=0; SameSite=Lax',
      'fingerprint=; Path=/; Max-Age=0; SameSite=Lax',
      'cookieDomain=verstak.example; Path=/; Max-Age=31536000; SameSite=Lax; Domain=verstak.example',
    ]);
  });

  it('leaves a browser already moved to this domain as it is', () => {
    const cookies = 'cookieDomain=verstak.example; accessToken=a.b.c; city=%7B%7D';
    expect(migrateCookies(cookies, domain)).toEqual({ header: cookies, lines: [] });
  });

  it('moves again when the marker names another domain, and sets only the marker on a first visit', () => {
    expect(migrateCookies('cookieDomain=old.example; refreshToken=r1', domain).header).toBe(
      'cookieDomain=old.example',
    );
    expect(migrateCookies('', domain)).toEqual({
      header: '',
      lines: ['cookieDomain=verstak.example; Path=/; Max-Age=31536000; SameSite=Lax; Domain=verstak.example'],
    });
  });

  it('does not carry a value that would break the Set-Cookie line', () => {
    const { lines } = migrateCookies('compare=a;b; favorites=x y', domain);
    expect(lines.filter((l) => l.startsWith('favorites=') || l.startsWith('b'))).toEqual([]);
  });
});
