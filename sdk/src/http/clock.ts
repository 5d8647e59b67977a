/** Timers the SDK uses, injectable so tests run on fake time. */
export interface Clock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

/** The real clock. */
export const systemClock: Clock = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/**
 * The longest wait a timer holds, ms (about 24.8 days): `setTimeout` fires a longer one, Infinity
 * included, after 1 ms.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** Whether `ms` is a wait a timer can hold: a number from 0 to {@link MAX_TIMER_MS}. */
export const isTimerDelay = (ms: number): boolean => ms >= 0 && ms <= MAX_TIMER_MS;
