import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicOrigin } from './public-origin';

const at = (url: string, headers: Record<string, string> = {}) => publicOrigin(new Request(url, { headers }));

describe('publicOrigin', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('without PUBLIC_ORIGIN trusts the local hosts: localhost and its city subdomains, 127.0.0.1, [::1]', () => {
    vi.stubEnv('PUBLIC_ORIGIN', undefined);
    vi.stubEnv('PORT', '3000');
    expect(at('http://localhost:3000/api/v4/x')).toBe('http://localhost:3000');
    expect(at('http://yaroslavl.localhost:3000/api/v4/x')).toBe('http://yaroslavl.localhost:3000');
    expect(at('http://127.0.0.1:3000/api/v4/x')).toBe('http://127.0.0.1:3000');
    expect(at('http://[::1]:3000/api/v4/x')).toBe('http://[::1]:3000');
    expect(at('http://api.internal/api/v4/x', { 'X-Forwarded-Host': '127.0.0.1:3000' })).toBe(
      'http://127.0.0.1:3000',
    );
  });

  it('gives a forged Host or X-Forwarded-Host the public origin, never the host it names', () => {
    vi.stubEnv('PUBLIC_ORIGIN', undefined);
    vi.stubEnv('PORT', '3000');
    expect(at('http://evil.example/api/v4/x')).toBe('http://localhost:3000');
    expect(at('http://127.0.0.1:3000/api/v4/x', { 'X-Forwarded-Host': 'evil.example' })).toBe(
      'http://localhost:3000',
    );
    expect(at('http://127.0.0.1:3000/api/v4/x', { 'X-Forwarded-Host': '127.0.0.1.evil.example' })).toBe(
      'http://localhost:3000',
    );
    expect(at('http://localhost.evil.example/api/v4/x')).toBe('http://localhost:3000');
    expect(at('http://a.b.localhost:3000/api/v4/x')).toBe('http://localhost:3000');
  });

  it('with PUBLIC_ORIGIN trusts it and its city subdomains only: a loopback host is not the store then', () => {
    vi.stubEnv('PUBLIC_ORIGIN', 'https://verstak.example');
    expect(at('https://spb.verstak.example/api/v4/x')).toBe('https://spb.verstak.example');
    expect(
      at('http://api.internal/api/v4/x', {
        'X-Forwarded-Host': 'spb.verstak.example',
        'X-Forwarded-Proto': 'https',
      }),
    ).toBe('https://spb.verstak.example');
    expect(at('http://127.0.0.1:3000/api/v4/x')).toBe('https://verstak.example');
    expect(at('http://localhost:3000/api/v4/x')).toBe('https://verstak.example');
    expect(at('https://verstak.example.evil.example/api/v4/x')).toBe('https://verstak.example');
  });
});
