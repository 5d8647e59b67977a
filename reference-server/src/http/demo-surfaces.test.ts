import { describe, expect, it } from 'vitest';
import { demoSurfacesFromEnv, reachableFromOutside } from './demo-surfaces';
import { isLocalHost, isLoopbackAddress } from './local-host';

describe('demoSurfacesFromEnv', () => {
  it('switches the demo surfaces on for a local store when DEMO_SURFACES is unset', () => {
    expect(demoSurfacesFromEnv({})).toBe(true);
    expect(demoSurfacesFromEnv({ PUBLIC_ORIGIN: 'http://localhost:3000' })).toBe(true);
    expect(demoSurfacesFromEnv({ PUBLIC_ORIGIN: 'http://127.0.0.1:8080', TRUST_PROXY: '0' })).toBe(true);
  });

  it('leaves them off for a store reachable from outside, or when told', () => {
    expect(demoSurfacesFromEnv({ PUBLIC_ORIGIN: 'https://shop.example.ru' })).toBe(false);
    expect(demoSurfacesFromEnv({ TRUST_PROXY: '1' })).toBe(false);
    // A PUBLIC_ORIGIN that cannot be read is not taken for a local one.
    expect(demoSurfacesFromEnv({ PUBLIC_ORIGIN: 'localhost:3000' })).toBe(false);
    expect(demoSurfacesFromEnv({ DEMO_SURFACES: 'off' })).toBe(false);
    expect(demoSurfacesFromEnv({ DEMO_SURFACES: 'off', PUBLIC_ORIGIN: 'https://shop.example.ru' })).toBe(
      false,
    );
  });

  it('refuses them switched on for a store reachable from outside, in one line naming what to set', () => {
    expect(() =>
      demoSurfacesFromEnv({ DEMO_SURFACES: 'on', PUBLIC_ORIGIN: 'https://shop.example.ru' }),
    ).toThrow(
      'DEMO_SURFACES=on hands out login codes and sessions, so it is only for a local store, but PUBLIC_ORIGIN=https://shop.example.ru makes this one reachable from outside: unset DEMO_SURFACES (or set DEMO_SURFACES=off), or leave PUBLIC_ORIGIN local and TRUST_PROXY unset',
    );
    expect(() => demoSurfacesFromEnv({ DEMO_SURFACES: '1', TRUST_PROXY: '1' })).toThrow(
      /but TRUST_PROXY=1 makes/,
    );
    expect(() => demoSurfacesFromEnv({ DEMO_SURFACES: 'maybe' })).toThrow(
      'DEMO_SURFACES must be on or off, got "maybe"',
    );
    expect(demoSurfacesFromEnv({ DEMO_SURFACES: 'on' })).toBe(true);
  });

  it('names what makes a store reachable from outside', () => {
    expect(reachableFromOutside({})).toBeNull();
    expect(reachableFromOutside({ PUBLIC_ORIGIN: 'http://yaroslavl.localhost:3000' })).toBeNull();
    expect(reachableFromOutside({ PUBLIC_ORIGIN: 'http://[::1]:3000' })).toBeNull();
    expect(reachableFromOutside({ PUBLIC_ORIGIN: 'http://localhost.evil.example' })).toBe(
      'PUBLIC_ORIGIN=http://localhost.evil.example',
    );
    expect(reachableFromOutside({ PUBLIC_ORIGIN: 'http://192.168.1.5:3000' })).toBe(
      'PUBLIC_ORIGIN=http://192.168.1.5:3000',
    );
    expect(reachableFromOutside({ TRUST_PROXY: 'true' })).toBe('TRUST_PROXY=true');
  });
});

describe('loopback addresses and local hosts', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['"[::1]:4711"', true],
    ['127.0.0.1:80', true],
    ['0.0.0.0', false],
    ['::', false],
    ['10.0.0.1', false],
    ['::ffff:192.0.2.1', false],
    ['fe80::1%eth0', false],
    ['unknown', false],
    ['_hidden', false],
    ['', false],
  ])('%s is loopback: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });

  it.each([
    ['localhost', true],
    ['localhost:3000', true],
    ['yaroslavl.localhost:3000', true],
    ['127.0.0.1:3000', true],
    ['[::1]:3000', true],
    ['evil.example', false],
    ['localhost.evil.example', false],
    ['127.0.0.1.nip.io', false],
    ['a.b.localhost', false],
    ['[::2]:3000', false],
    ['localhost:', false],
  ])('%s is a local host: %s', (host, local) => {
    expect(isLocalHost(host)).toBe(local);
  });
});
