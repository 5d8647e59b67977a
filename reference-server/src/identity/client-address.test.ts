import { describe, expect, it } from 'vitest';
import { clientAddressOf, parseCookies, serializeCookie } from '../context/request-context';

const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const forwarded = (value: string) =>
  new Request('http://api.test/', { headers: { 'X-Forwarded-For': value } });

describe('the client address that login throttling counts by', () => {
  it('is the socket address; X-Forwarded-For is ignored unless the proxy is trusted', () => {
    expect(clientAddressOf(forwarded('203.0.113.9'), socket('::ffff:10.0.0.5'), false)).toBe('10.0.0.5');
    expect(clientAddressOf(forwarded('203.0.113.9, 10.0.0.1'), socket('10.0.0.5'), true)).toBe('203.0.113.9');
    expect(clientAddressOf(forwarded('not an address'), socket('10.0.0.5'), true)).toBe('10.0.0.5');
    // In-process calls (server-side rendering) have none.
    expect(clientAddressOf(new Request('http://api.test/'), undefined, false)).toBeNull();
  });

  it('behind a trusted proxy, takes X-Forwarded-For only from a peer on this machine or a private network', () => {
    for (const peer of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '172.20.0.4',
      '192.168.1.9',
      '::ffff:10.0.0.5',
      'fd00::7',
    ])
      expect(clientAddressOf(forwarded('203.0.113.9'), socket(peer), true)).toBe('203.0.113.9');
    // A store port left open to the world: a client there writes a new X-Forwarded-For per login
    // attempt, and would escape the per-address lock-out; its own address counts instead.
    expect(clientAddressOf(forwarded('203.0.113.9'), socket('198.51.100.20'), true)).toBe('198.51.100.20');
    expect(clientAddressOf(forwarded('203.0.113.9'), socket('2001:db8::20'), true)).toBe('2001:db8::20');
    // A request made in-process (no socket) carries what the storefront's own proxy set.
    expect(clientAddressOf(forwarded('203.0.113.9'), undefined, true)).toBe('203.0.113.9');
  });
});

describe('cookies', () => {
  it('are read as browsers send them and written with their attributes', () => {
    expect(parseCookies('a=1; refreshToken=abc_-; refreshToken=older; q="x y"')).toEqual(
      new Map([
        ['a', '1'],
        ['refreshToken', 'abc_-'],
        ['q', 'x y'],
      ]),
    );
    expect(
      serializeCookie('refreshToken', 'v', { maxAge: 60, httpOnly: true, sameSite: 'Lax', secure: true }),
    ).toBe('refreshToken=v; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(() => serializeCookie('refreshToken', 'a;b', { maxAge: 1 })).toThrow();
  });
});
