import { browserTimers, type Timers } from './timers';

/** `fn` once calls have stopped for `ms` (§9 sticky sidebar 100 ms); `cancel` drops a pending call. */
export function debounce(
  fn: () => void,
  ms: number,
  timers: Timers = browserTimers,
): (() => void) & { cancel(): void } {
  let handle: unknown;
  const cancel = () => timers.clearTimeout(handle);
  return Object.assign(
    () => {
      cancel();
      handle = timers.setTimeout(fn, ms);
    },
    { cancel },
  );
}
