import { describe, expect, it } from 'vitest';
import { sessionFile } from './session-file';

describe('sessionFile', () => {
  it('keeps one session per API host under the XDG config folder', () => {
    const env = { HOME: '/home/ops' };
    expect(sessionFile('http://localhost:3000', env)).toBe(
      '/home/ops/.config/verstak/session-localhost_3000.json',
    );
    expect(sessionFile('https://shop.example', { ...env, XDG_CONFIG_HOME: '/cfg' })).toBe(
      '/cfg/verstak/session-shop.example.json',
    );
  });

  it('takes $VERSTAK_SESSION as it is', () => {
    expect(sessionFile('http://localhost:3000', { VERSTAK_SESSION: '/tmp/s.json', HOME: '/h' })).toBe(
      '/tmp/s.json',
    );
  });
});
