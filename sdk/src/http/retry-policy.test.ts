import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { parseRetryAfter, retryPolicy } from './retry-policy';

const NOW = Date.UTC(2026, 10, 26, 12);
const failure = (over: Partial<Parameters<ReturnType<typeof retryPolicy>>[0]>) => ({
  attempt: 1,
  status: 503,
  retryAfter: null,
  error: undefined,
  now: NOW,
  ...over,
});
const lost = (code: 'network' | 'timeout' | 'aborted') => new ApiError({ message: code, status: 0, code });

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, a past date as no wait, and nothing else', () => {
    expect(parseRetryAfter('120', NOW)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
    expect(parseRetryAfter(new Date(NOW + 5_000).toUTCString(), NOW)).toBe(5_000);
    expect(parseRetryAfter('Thu, 01 Jan 1970 00:00:00 GMT', NOW)).toBe(0);
    for (const junk of [null, '', '-5', '1.5', 'soon', '12abc'])
      expect(parseRetryAfter(junk, NOW)).toBeUndefined();
  });
});

describe('retryPolicy', () => {
  it('retries 429, 503, network failures and timeouts, and nothing else', () => {
    const retry = retryPolicy({ attempts: 3, random: () => 0.5 });
    expect(retry(failure({ status: 429 }))).toBeDefined();
    expect(retry(failure({ status: 503 }))).toBeDefined();
    expect(retry(failure({ status: 0, error: lost('network') }))).toBeDefined();
    expect(retry(failure({ status: 0, error: lost('timeout') }))).toBeDefined();
    expect(retry(failure({ status: 0, error: lost('aborted') }))).toBeUndefined();
    for (const status of [400, 401, 404, 409, 422, 500, 502])
      expect(retry(failure({ status }))).toBeUndefined();
  });

  it('stops after `attempts` sends in all', () => {
    const retry = retryPolicy({ attempts: 3, random: () => 0 });
    expect(retry(failure({ attempt: 1 }))).toBe(0);
    expect(retry(failure({ attempt: 2 }))).toBe(0);
    expect(retry(failure({ attempt: 3 }))).toBeUndefined();
    expect(retryPolicy({ attempts: 1 })(failure({ attempt: 1 }))).toBeUndefined();
  });

  it('backs off exponentially with full jitter, capped at maxDelay', () => {
    const retry = retryPolicy({ attempts: 10, baseDelay: 100, maxDelay: 1_000, random: () => 0.999 });
    const waits = [1, 2, 3, 4, 5].map((attempt) => retry(failure({ attempt })));
    expect(waits.map((w) => Math.round(w ?? -1))).toEqual([100, 200, 400, 799, 1_000]);
    const spread = [0, 0.25, 0.5].map((r) =>
      retryPolicy({ attempts: 3, random: () => r })(failure({ attempt: 2 })),
    );
    expect(spread).toEqual([0, 150, 300]);
  });

  it('waits what Retry-After says (seconds or a date) plus jitter, and never less', () => {
    const retry = retryPolicy({ attempts: 3, baseDelay: 100, random: () => 0.5 });
    expect(retry(failure({ status: 429, retryAfter: '2' }))).toBe(2_050);
    expect(retry(failure({ status: 503, retryAfter: new Date(NOW + 3_000).toUTCString() }))).toBe(3_050);
  });

  it('does not wait out a Retry-After longer than maxDelay: the refusal is answered at once', () => {
    const retry = retryPolicy({ attempts: 3, maxDelay: 10_000 });
    expect(retry(failure({ status: 429, retryAfter: '900' }))).toBeUndefined();
    expect(retry(failure({ status: 429, retryAfter: '10' }))).toBeDefined();
  });
});
