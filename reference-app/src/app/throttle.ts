import { browserTimers, type Timers } from './timers';

/**
 * `fn` at most once per `ms`: at once on the first call, then once more at the end of the window
 * when calls came during it, so the last position of a scroll is never missed (§9 scroll 16 ms).
 */
export function throttle(fn: () => void, ms: number, timers: Timers = browserTimers): () => void {
  let last = Number.NEGATIVE_INFINITY;
  let pending = false;
  const run = () => {
    pending = false;
    last = timers.now();
    fn();
  };
  return () => {
    const wait = last + ms - timers.now();
    if (wait <= 0) run();
    else if (!pending) {
      pending = true;
      timers.setTimeout(run, wait);
    }
  };
}
