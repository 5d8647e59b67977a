import { describe, expect, it } from 'vitest';
import { pickCoding } from './compression';
import { requestOrigin } from './public-origin';

describe('Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (header, coding) => {
    expect(pickCoding(header)).toBe(coding);
  });
});

describe('the trusted origin of a request', () => {
  const base = new URL('http://localhost:3000');
  const of = (href: string) => requestOrigin(new URL(href), base);

  it('keeps the public host and its city subdomains', () => {
    expect(of('http://localhost:3000/')).toEqual({ origin: 'http://localhost:3000' });
    expect(of('http://yaroslavl.localhost:3000/x/')).toEqual({
      origin: 'http://yaroslavl.localhost:3000',
      subdomain: 'yaroslavl',
    });
  });

  it('serves any other host as the public origin', () => {
    for (const href of [
      'http://evil.example/',
      'http://localhost.evil.example:3000/',
      'http://a.b.localhost:3000/',
      'http://localhost:3001/',
      'http://127.0.0.1:3000/',
    ])
      expect(of(href), href).toEqual({ origin: 'http://localhost:3000' });
  });
});
