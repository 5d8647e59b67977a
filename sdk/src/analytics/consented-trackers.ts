import { type Clock, systemClock } from '../http/clock';
import { adNetworkSender } from './ad-network-sender';
import type { Consent } from './consent';
import type { AnalyticsSender } from './create-analytics';
import type { EcommerceEvent } from './ecommerce-event';
import { metricaSender } from './metrica-sender';
import { mindboxSender } from './mindbox-sender';
import { topMailSender } from './top-mail-sender';
import { configuredTrackers, TRACKERS, type TrackerConfig, type TrackerName } from './tracker-config';
import type { TrackerPage } from './tracker-page';
import { vkPixelSender } from './vk-pixel-sender';

/** Every 2 s until a counter is ready (§8, §9: ANALYTICS_RETRY_MS, written out; see TRACKERS). */
const RETRY_MS = 2000;

/** Options of {@link consentedTrackers}. */
export interface ConsentedTrackersOptions {
  config: TrackerConfig;
  page: TrackerPage;
  /** The shopper's choice now; null while there is none (nothing loads). */
  consent: () => Consent | null;
  clock?: Clock;
}

/** The trackers of a store as one sender, and the call that tells it the shopper's choice changed. */
export interface ConsentedTrackers {
  sender: AnalyticsSender;
  /**
   * Re-reads the choice: a tracker now accepted loads (once its delay is over); a refused one's waiting
   * events are dropped, and it loads if accepted later. One loaded stays for the page (a script cannot
   * be unloaded); the next page follows the new choice.
   */
  consentChanged(): void;
  /** The trackers loaded so far, in the order they were. */
  loaded(): TrackerName[];
}

function adapter(name: TrackerName, config: TrackerConfig, page: TrackerPage): AnalyticsSender {
  switch (name) {
    case 'metrica':
      return metricaSender(config.metrica as number, page);
    case 'vkPixel':
      return vkPixelSender(config.vkPixel as string, page);
    case 'topMail':
      return topMailSender(config.topMail as number, page);
    case 'mindbox':
      return mindboxSender(config.mindbox as string, page);
    case 'adNetwork':
      return adNetworkSender(config.adNetwork as number, page);
  }
}

/**
 * The configured counters as one sender (§7.7, §9): each counter's code starts its delay after this
 * is made (1 s for the marketing tracker, 2.5 s for the others), and only once the shopper accepted
 * its category; until then its events wait, tried again every 2 s. A counter whose category the
 * shopper refused is dropped with its events. No counter configured: nothing ever loads.
 */
export function consentedTrackers(options: ConsentedTrackersOptions): ConsentedTrackers {
  const clock = options.clock ?? systemClock;
  const loadedNames: TrackerName[] = [];
  interface Slot {
    name: TrackerName;
    due: boolean;
    sender: AnalyticsSender | null;
    /** Whether it takes events: not once its category was refused (until accepted again). */
    accepting: boolean;
    queue: EcommerceEvent[];
    timer: unknown;
  }
  const slots: Slot[] = [];

  function flush(slot: Slot): void {
    slot.timer = undefined;
    if (!slot.sender?.ready()) {
      slot.timer = clock.setTimeout(() => flush(slot), RETRY_MS);
      return;
    }
    for (const event of slot.queue.splice(0)) slot.sender.send(event);
  }

  function deliver(slot: Slot, event: EcommerceEvent): void {
    if (!slot.accepting) return;
    slot.queue.push(event);
    // Tried now when no try is pending, or when it became ready between tries: a purchase right
    // before the page is left (to a payment page) is not lost waiting for the next try (§8).
    if (slot.timer === undefined || slot.sender?.ready()) {
      clock.clearTimeout(slot.timer);
      flush(slot);
    }
  }

  function settle(slot: Slot): void {
    if (slot.sender) return;
    const choice = options.consent();
    if (!choice) return;
    if (!choice[TRACKERS[slot.name].category]) {
      // Refused: what waited for it is dropped, and it takes nothing more until accepted.
      slot.accepting = false;
      slot.queue = [];
      clock.clearTimeout(slot.timer);
      slot.timer = undefined;
      return;
    }
    slot.accepting = true;
    if (!slot.due) return;
    slot.sender = adapter(slot.name, options.config, options.page);
    loadedNames.push(slot.name);
  }

  for (const name of configuredTrackers(options.config)) {
    const slot: Slot = { name, due: false, sender: null, accepting: true, queue: [], timer: undefined };
    slots.push(slot);
    clock.setTimeout(() => {
      slot.due = true;
      settle(slot);
    }, TRACKERS[name].delayMs);
  }

  return {
    sender: {
      ready: () => true,
      send: (event) => {
        for (const slot of slots) deliver(slot, event);
      },
    },
    consentChanged() {
      for (const slot of slots) settle(slot);
    },
    loaded: () => [...loadedNames],
  };
}
