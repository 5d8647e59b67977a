import { describe, expect, it } from 'vitest';
import { parsePort } from './parse-port';

describe('parsePort', () => {
  it('reads a whole number from 0 to 65535, and the fallback when unset or empty', () => {
    expect(parsePort('3000', 1)).toBe(3000);
    expect(parsePort('0', 1)).toBe(0);
    expect(parsePort('65535', 1)).toBe(65535);
    expect(parsePort(undefined, 3001)).toBe(3001);
    expect(parsePort('', 3001)).toBe(3001);
  });

  it('refuses anything else with a message naming the setting and the value', () => {
    for (const value of ['65536', '-1', '3e3', ' 80', '80 ', 'http', '1.5', '0x50']) {
      expect(() => parsePort(value, 1), value).toThrow(
        `PORT must be a whole number from 0 to 65535, got "${value}"`,
      );
    }
  });
});
