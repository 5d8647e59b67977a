import { type Clock, systemClock } from '../http/clock';
import type { AnalyticsSender } from './create-analytics';

/**
 * A sender whose code is loaded `delayMs` after it is made (0 by default: in the next task, right
 * after the page), so a page's first load does not carry it. Until then it is not ready, and the
 * analytics keep its events and try again every 2 s (§8); a failed load leaves it not ready. The
 * counters' own delays (§9: 1 s for the marketing tracker, 2.5 s for the others) are each counter's
 * (`consentedTrackers` of '@verstak/sdk/trackers'), or give this `delayMs`.
 */
export function deferredSender(
  load: () => Promise<AnalyticsSender>,
  options: { delayMs?: number; clock?: Clock } = {},
): AnalyticsSender {
  const clock = options.clock ?? systemClock;
  let sender: AnalyticsSender | null = null;
  clock.setTimeout(() => {
    load().then(
      (loaded) => {
        sender = loaded;
      },
      () => undefined,
    );
  }, options.delayMs ?? 0);
  return {
    ready: () => sender?.ready() ?? false,
    send: (event) => sender?.send(event),
  };
}
