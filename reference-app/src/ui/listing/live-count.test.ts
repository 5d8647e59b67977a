import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_COUNT_DELAY_MS, liveCount } from './live-count';

describe('the filter panel’s live count (issue 17)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks once, ~500 ms after the last choice, for the latest choice', async () => {
    const count = vi.fn(async (href: string) => href.length);
    const onCount = vi.fn();
    const live = liveCount(count, onCount);
    live.request('/a/');
    await vi.advanceTimersByTimeAsync(LIVE_COUNT_DELAY_MS - 1);
    live.request('/ab/');
    await vi.advanceTimersByTimeAsync(LIVE_COUNT_DELAY_MS - 1);
    expect(count).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(count).toHaveBeenCalledTimes(1);
    expect(count).toHaveBeenCalledWith('/ab/');
    expect(onCount).toHaveBeenCalledWith('/ab/', 4);
    expect(LIVE_COUNT_DELAY_MS).toBe(500);
  });

  it('drops an answer that comes after a newer choice', async () => {
    const answers: Array<(n: number) => void> = [];
    const count = vi.fn(() => new Promise<number>((resolve) => answers.push(resolve)));
    const onCount = vi.fn();
    const live = liveCount(count, onCount);
    live.request('/old/');
    await vi.advanceTimersByTimeAsync(LIVE_COUNT_DELAY_MS);
    live.request('/new/');
    await vi.advanceTimersByTimeAsync(LIVE_COUNT_DELAY_MS);
    answers[1]?.(7);
    answers[0]?.(99);
    await vi.advanceTimersByTimeAsync(0);
    expect(onCount.mock.calls).toEqual([['/new/', 7]]);
  });

  it('a failed count is unknown (null), and cancel forgets what is pending', async () => {
    const onCount = vi.fn();
    const failing = liveCount(() => Promise.reject(new Error('offline')), onCount);
    failing.request('/x/');
    await vi.advanceTimersByTimeAsync(LIVE_COUNT_DELAY_MS);
    expect(onCount).toHaveBeenCalledWith('/x/', null);

    const count = vi.fn(async () => 1);
    const cancelled = liveCount(count, onCount);
    cancelled.request('/y/');
    cancelled.cancel();
    await vi.advanceTimersByTimeAsync(LIVE_COUNT_DELAY_MS * 2);
    expect(count).not.toHaveBeenCalled();
  });
});
