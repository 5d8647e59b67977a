import { describe, expect, it } from 'vitest';
import { migrateCookies } from './cookie-migration';

describe('the cookie migration after a cookie-domain change (§4.3)', () => {
  const domain = 'verstak.example';

  it('carries compare and favourites over for a year, clears the city, keeps the session (host cookies), sets the marker', () => {
    const { header, lines } = migrateCookies(
      'compare=1%2C2; favorites=7; city=%7B%7D; accessToken=a.b.c; refreshToken=r1; fingerprint=f-123456789; cityConfirmed=1',
      domain,
    );
    expect(header).toBe(
      'compare=1%2C2; favorites=7; accessToken=a.b.c; refreshToken=r1; fingerprint=f-123456789; cityConfirmed=1',
    );
    expect(lines).toEqual([
      'compare=1%2C2; Path=/; Max-Age=31536000; SameSite=Lax; Domain=verstak.example',
      'favorites=7; Path=/; Max-Age=31536000; SameSite=Lax; Domain=verstak.example',
      'city=; Path=/; Max-Age=0; SameSite=Lax',
      'cookieDomain=verstak.example; Path=/; Max-Age=31536000; SameSite=Lax; Domain=verstak.example',
    ]);
  });

  it('leaves a browser already moved to this domain as it is', () => {
    const cookies = 'cookieDomain=verstak.example; accessToken=a.b.c; city=%7B%7D';
    expect(migrateCookies(cookies, domain)).toEqual({ header: cookies, lines: [] });
  });

  it('moves again when the marker names another domain, and sets only the marker on a first visit', () => {
    expect(migrateCookies('cookieDomain=old.example; city=%7B%7D; refreshToken=r1', domain)).toEqual({
      header: 'cookieDomain=old.example; refreshToken=r1',
      lines: [
        'city=; Path=/; Max-Age=0; SameSite=Lax',
        'cookieDomain=verstak.example; Path=/; Max-Age=31536000; SameSite=Lax; Domain=verstak.example',
      ],
    });
    expect(migrateCookies('', domain)).toEqual({
      header: '',
      lines: ['cookieDomain=verstak.example; Path=/; Max-Age=31536000; SameSite=Lax; Domain=verstak.example'],
    });
  });

  it('does not carry a value that would break the Set-Cookie line', () => {
    const { lines } = migrateCookies('compare=a;b; favorites=x y', domain);
    // `compare=a` is carried; `b` (no value) and `favorites=x y` (a space) are not.
    expect(lines).toEqual([
      'compare=a; Path=/; Max-Age=31536000; SameSite=Lax; Domain=verstak.example',
      'cookieDomain=verstak.example; Path=/; Max-Age=31536000; SameSite=Lax; Domain=verstak.example',
    ]);
  });
});
