import { ANALYTICS_RETRY_MS } from '../domain/commerce-constants';
import { type Clock, systemClock } from '../http/clock';
import { analyticsProductId, type EcommerceEvent, type EcommerceProduct } from './ecommerce-event';

/** Where events go: Yandex Metrica's dataLayer (see `dataLayerAdapter`), a test's list, a CLI log. */
export interface AnalyticsSender {
  /** Whether the target (the counter's script) is ready; events wait while it is not. */
  ready(): boolean;
  send(event: EcommerceEvent): void;
}

/** The analytics of one app: events go to every sender, each when it is ready. */
export interface Analytics {
  /** Sends an ecommerce event (§7.8), product ids suffixed with `@` and the region code (§5). */
  track(event: EcommerceEvent): void;
  /** Adds a sender; returns the function that removes it. */
  addSender(sender: AnalyticsSender): () => void;
  /** Calls `listener` with each event as the senders get it; returns the unsubscribe function. */
  on(listener: (event: EcommerceEvent) => void): () => void;
  /** Stops the retry timers; queued events are dropped. */
  destroy(): void;
}

/** Options of {@link createAnalytics}. */
export interface AnalyticsOptions {
  /** The current city's region code (§3 City.regionCode) for the product ids. */
  regionCode?: () => string | null | undefined;
  senders?: AnalyticsSender[];
  /** Timers, injectable for tests. */
  clock?: Clock;
  /** Milliseconds between tries while a sender is not ready; 2000 (§9). */
  retryMs?: number;
}

function suffixed(products: EcommerceProduct[], region: string | null | undefined): EcommerceProduct[] {
  return products.map((p) => ({ ...p, id: analyticsProductId(p.id, region) }));
}

/** The event with its product ids suffixed (§5). */
function withRegion(event: EcommerceEvent, region: string | null | undefined): EcommerceEvent {
  return 'products' in event ? { ...event, products: suffixed(event.products, region) } : event;
}

/**
 * Creates the analytics: `track` suffixes the product ids and hands the event to each sender; a
 * sender that is not ready keeps its events in order and is tried again every 2 s until it is (§8, §9).
 */
export function createAnalytics(options: AnalyticsOptions = {}): Analytics {
  const clock = options.clock ?? systemClock;
  const retryMs = options.retryMs ?? ANALYTICS_RETRY_MS;
  const listeners = new Set<(event: EcommerceEvent) => void>();
  interface Slot {
    sender: AnalyticsSender;
    queue: EcommerceEvent[];
    timer: unknown;
  }
  const slots = new Set<Slot>();

  function flush(slot: Slot): void {
    slot.timer = undefined;
    if (!slots.has(slot)) return;
    if (!slot.sender.ready()) {
      slot.timer = clock.setTimeout(() => flush(slot), retryMs);
      return;
    }
    while (slot.queue.length > 0) {
      const event = slot.queue.shift() as EcommerceEvent;
      slot.sender.send(event);
    }
  }

  function deliver(slot: Slot, event: EcommerceEvent): void {
    slot.queue.push(event);
    if (slot.timer === undefined) flush(slot);
  }

  function addSender(sender: AnalyticsSender) {
    const slot: Slot = { sender, queue: [], timer: undefined };
    slots.add(slot);
    return () => {
      slots.delete(slot);
      if (slot.timer !== undefined) clock.clearTimeout(slot.timer);
    };
  }
  for (const sender of options.senders ?? []) addSender(sender);

  return {
    track(event) {
      const ready = withRegion(event, options.regionCode?.());
      for (const listener of listeners) listener(ready);
      for (const slot of slots) deliver(slot, ready);
    },
    addSender,
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      for (const slot of slots) if (slot.timer !== undefined) clock.clearTimeout(slot.timer);
      slots.clear();
      listeners.clear();
    },
  };
}
