import { describe, expect, it } from 'vitest';
import { ean13Bars, ean13CheckDigit, isEan13 } from './ean13-bars';

describe('EAN-13 of a bonus card (§2.9 barcode)', () => {
  it('checks the last digit: the seeded card 2600000000017 is one, a changed digit is not', () => {
    expect(ean13CheckDigit('260000000001')).toBe(7);
    expect(isEan13('2600000000017')).toBe(true);
    expect(isEan13('2600000000018')).toBe(false);
    expect(isEan13('260000000001')).toBe(false);
    expect(isEan13('26000000000a7')).toBe(false);
  });

  it('draws the 95 modules of a known code (4006381333931, the standard’s worked example)', () => {
    const bars = ean13Bars('4006381333931');
    expect(bars).toHaveLength(95);
    // Guards at both ends and in the middle.
    expect(bars.slice(0, 3)).toBe('101');
    expect(bars.slice(45, 50)).toBe('01010');
    expect(bars.slice(92)).toBe('101');
    // First digit 4: LGLLGG. «0» in L, then «0» in G, «6» in L…; the right half in R.
    expect(bars.slice(3, 10)).toBe('0001101');
    expect(bars.slice(10, 17)).toBe('0100111');
    expect(bars.slice(17, 24)).toBe('0101111');
    expect(bars.slice(50, 57)).toBe('1000010');
    expect(bars.slice(85, 92)).toBe('1100110');
  });

  it('refuses what is not an EAN-13, saying so', () => {
    expect(() => ean13Bars('2600000000018')).toThrow(/Not an EAN-13/);
  });
});
