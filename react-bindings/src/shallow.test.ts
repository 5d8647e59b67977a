import { describe, expect, it } from 'vitest';
import { shallow } from './shallow';

describe('shallow', () => {
  it('compares plain objects and arrays one level deep', () => {
    const items = [1];
    expect(shallow({ a: 1, b: items }, { a: 1, b: items })).toBe(true);
    expect(shallow({ a: 1, b: [1] }, { a: 1, b: [1] })).toBe(false);
    expect(shallow({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(shallow({ a: 1, c: undefined }, { a: 1, b: undefined })).toBe(false);
    expect(shallow([1, 'x'], [1, 'x'])).toBe(true);
    expect(shallow([1, 'x'], [1, 'y'])).toBe(false);
    expect(shallow([], {})).toBe(false);
  });

  it('compares other values by identity, NaN equal to itself', () => {
    expect(shallow(Number.NaN, Number.NaN)).toBe(true);
    expect(shallow(null, {})).toBe(false);
    expect(shallow(new Map([[1, 1]]), new Map([[1, 2]]))).toBe(false);
    expect(shallow(new Date(0), new Date(0))).toBe(false);
  });
});
