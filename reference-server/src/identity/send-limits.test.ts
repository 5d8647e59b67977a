import { describe, expect, it } from 'vitest';
import { DEFAULT_SEND_LIMITS, sendLimitsOf, tokensAt } from './send-limits';

describe('send limits', () => {
  it('take a host’s changes over the defaults and refuse a limit that is not a positive number', () => {
    expect(sendLimitsOf({ smsPerHour: 300 })).toEqual({ ...DEFAULT_SEND_LIMITS, smsPerHour: 300 });
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => sendLimitsOf({ addressPerHour: bad })).toThrow(
        /^sendLimits\.addressPerHour must be a positive number of sends an hour/,
      );
  });

  it('refill a bucket evenly over the hour, never past its size, and not when the clock goes back', () => {
    const at = Date.UTC(2026, 10, 23, 12);
    const empty = { tokens: 0, updatedAt: at };
    expect(tokensAt(empty, 10, at + 6 * 60_000)).toBeCloseTo(1);
    expect(tokensAt(empty, 10, at + 30 * 60_000)).toBeCloseTo(5);
    expect(tokensAt(empty, 10, at + 5 * 3600_000)).toBe(10);
    expect(tokensAt({ tokens: 2, updatedAt: at }, 10, at - 3600_000)).toBe(2);
  });
});
