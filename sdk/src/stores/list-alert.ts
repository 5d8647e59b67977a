import type { Clock } from '../http/clock';

/** One flag that clears itself after a while; setting it again restarts the wait. */
export function timedFlag(clock: Clock, onExpire: () => void): { set(ms: number): void; cancel(): void } {
  let timer: unknown;
  const cancel = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  return {
    set(ms) {
      cancel();
      timer = clock.setTimeout(() => {
        timer = undefined;
        onExpire();
      }, ms);
    },
    cancel,
  };
}
