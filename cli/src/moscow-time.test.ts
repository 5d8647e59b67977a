import { describe, expect, it } from 'vitest';
import { moscowTime } from './moscow-time';

describe('moscowTime', () => {
  it('shows a UTC moment on the store’s clock, Moscow (UTC+3, no summer time)', () => {
    expect(moscowTime('2026-11-24T19:58:30.000Z')).toBe('2026-11-24 22:58');
    expect(moscowTime('2026-07-01T22:05:00Z')).toBe('2026-07-02 01:05');
  });

  it('passes an unreadable value through', () => {
    expect(moscowTime('not a date')).toBe('not a date');
  });
});
