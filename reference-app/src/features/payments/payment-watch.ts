import { type Clock, systemClock } from '@verstak/sdk';

/** How often and how long the order page asks again after a successful return (§4.10 poll status). */
export const PAYMENT_RECHECKS = 5;
export const PAYMENT_RECHECK_MS = 2000;

/**
 * After the shopper came back with success=Y but the order is not paid yet (the provider's
 * notification may come a moment later), asks the server again a few times: `check` answers whether
 * it is paid now. `onDone(paid)` is called once, when paid or when the checks ran out. Returns a stop.
 */
export function watchPayment(options: {
  check: () => Promise<boolean>;
  onDone: (paid: boolean) => void;
  attempts?: number;
  intervalMs?: number;
  /** Timers (the SDK's injectable clock); the real one by default. */
  clock?: Clock;
}): () => void {
  const clock = options.clock ?? systemClock;
  const attempts = options.attempts ?? PAYMENT_RECHECKS;
  const interval = options.intervalMs ?? PAYMENT_RECHECK_MS;
  let stopped = false;
  let handle: unknown;
  let tries = 0;
  const next = () => {
    handle = clock.setTimeout(async () => {
      if (stopped) return;
      tries++;
      let paid = false;
      try {
        paid = await options.check();
      } catch {
        // A failed check counts as «not yet».
      }
      if (stopped) return;
      if (paid || tries >= attempts) {
        stopped = true;
        options.onDone(paid);
      } else next();
    }, interval);
  };
  next();
  return () => {
    stopped = true;
    clock.clearTimeout(handle);
  };
}
