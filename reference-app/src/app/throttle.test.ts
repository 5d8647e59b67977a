import { describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';
import { throttle } from './throttle';
import type { Timers } from './timers';

/** Timers on a clock the test moves. */
function fakeTimers() {
  let now = 0;
  const due: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  const timers: Timers & { advance(ms: number): void } = {
    now: () => now,
    setTimeout(fn, ms) {
      due.push({ at: now + ms, fn, id: ++ids });
      return ids;
    },
    clearTimeout(handle) {
      const i = due.findIndex((t) => t.id === handle);
      if (i >= 0) due.splice(i, 1);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        due.sort((a, b) => a.at - b.at);
        const next = due[0];
        if (!next || next.at > end) break;
        due.shift();
        now = next.at;
        next.fn();
      }
      now = end;
    },
  };
  return timers;
}

describe('throttle (§9: the header’s scroll handler, 16 ms)', () => {
  it('runs at once, then at most once per 16 ms, and once more at the end of a burst', () => {
    const timers = fakeTimers();
    const fn = vi.fn();
    const onScroll = throttle(fn, 16, timers);
    onScroll();
    expect(fn).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i++) {
      timers.advance(2);
      onScroll();
    }
    expect(fn).toHaveBeenCalledTimes(1);
    timers.advance(5);
    expect(fn).toHaveBeenCalledTimes(1);
    timers.advance(1);
    // The burst's last scroll is seen 16 ms after the first: where the page stopped counts.
    expect(fn).toHaveBeenCalledTimes(2);
    timers.advance(100);
    expect(fn).toHaveBeenCalledTimes(2);
    onScroll();
    expect(fn).toHaveBeenCalledTimes(3);
  });
});

describe('debounce (§9: the sticky sidebar, 100 ms)', () => {
  it('runs once calls have stopped for 100 ms', () => {
    const timers = fakeTimers();
    const fn = vi.fn();
    const onResize = debounce(fn, 100, timers);
    onResize();
    timers.advance(99);
    onResize();
    timers.advance(99);
    expect(fn).not.toHaveBeenCalled();
    timers.advance(1);
    expect(fn).toHaveBeenCalledTimes(1);
    onResize();
    onResize.cancel();
    timers.advance(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
