import { type Clock, systemClock } from '../http/clock';
import { adNetworkSender } from './ad-network-sender';
import type { Consent } from './consent';
import type { AnalyticsSender } from './create-analytics';
import type { EcommerceEvent } from './ecommerce-event';
import { metricaSender } from './metrica-sender';
import { mindboxSender } from './mindbox-sender';
import type { PageViewEvent } from './page-view-event';
import { topMailSender } from './top-mail-sender';
import { configuredTrackers, TRACKERS, type TrackerConfig, type TrackerName } from './tracker-config';
import { firstPageView, type TrackerPage } from './tracker-page';
import { vkPixelSender } from './vk-pixel-sender';

/** Every 2 s until a counter is ready (§8, §9: ANALYTICS_RETRY_MS, written out; see TRACKERS). */
const RETRY_MS = 2000;

/**
 * The most events a counter keeps waiting for its start (the shopper's choice, its delay, its script).
 * Beyond it the oldest page view goes first, then the oldest other event, never a purchase: a long
 * look round before choosing loses its oldest pages, not the order. 100 is several times a long visit
 * (a visit is a handful of pages, a long one a few dozen, each with a goal or two), small enough for a
 * page left open all day, and the burst a counter sends when it starts (one request each) stays sane.
 */
export const TRACKER_QUEUE_MAX = 100;

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

function adapter(
  name: TrackerName,
  config: TrackerConfig,
  page: TrackerPage,
  first: PageViewEvent,
): AnalyticsSender {
  switch (name) {
    case 'metrica':
      return metricaSender(config.metrica as number, page, first);
    case 'vkPixel':
      return vkPixelSender(config.vkPixel as string, page);
    case 'topMail':
      return topMailSender(config.topMail as number, page, first);
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
 *
 * Every page the shopper saw is counted once per counter, in order, whenever it started: the first
 * page is taken when this is made, and a counter's start counts it (Metrica's first `hit`,
 * Top.Mail.Ru's first `pageView`, with its address), then the page views that waited. While a
 * counter's category is refused its page views are not counted; accepted later, its start counts the
 * page shown then. VK and the ad network take no address: they count pages, not which (see theirs).
 * A counter keeps at most {@link TRACKER_QUEUE_MAX} events waiting.
 */
export function consentedTrackers(options: ConsentedTrackersOptions): ConsentedTrackers {
  const clock = options.clock ?? systemClock;
  const loadedNames: TrackerName[] = [];
  const firstPage = firstPageView(options.page);
  interface Slot {
    name: TrackerName;
    /** The page its start counts: the first page, or the page shown when it was last refused. */
    start: PageViewEvent;
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
    if (!slot.accepting) {
      // Not counted; but if it is accepted later, its start counts the page shown then.
      if (event.type === 'pageView') slot.start = event;
      return;
    }
    slot.queue.push(event);
    if (slot.queue.length > TRACKER_QUEUE_MAX) dropOldest(slot.queue);
    // Tried now when no try is pending, or when it became ready between tries: a purchase right
    // before the page is left (to a payment page) is not lost waiting for the next try (§8).
    if (slot.timer === undefined || slot.sender?.ready()) {
      clock.clearTimeout(slot.timer);
      flush(slot);
    }
  }

  function dropOldest(queue: EcommerceEvent[]): void {
    let at = queue.findIndex((e) => e.type === 'pageView');
    if (at < 0) at = queue.findIndex((e) => e.type !== 'purchase');
    if (at >= 0) queue.splice(at, 1);
  }

  function settle(slot: Slot): void {
    if (slot.sender) return;
    const choice = options.consent();
    if (!choice) return;
    if (!choice[TRACKERS[slot.name].category]) {
      // Refused: what waited for it is dropped, and it takes nothing more until accepted; if it is,
      // its start counts the page shown then (the last that waited, or one shown meanwhile).
      for (const event of slot.queue) if (event.type === 'pageView') slot.start = event;
      slot.accepting = false;
      slot.queue = [];
      clock.clearTimeout(slot.timer);
      slot.timer = undefined;
      return;
    }
    slot.accepting = true;
    if (!slot.due) return;
    slot.sender = adapter(slot.name, options.config, options.page, slot.start);
    loadedNames.push(slot.name);
  }

  for (const name of configuredTrackers(options.config)) {
    const slot: Slot = {
      name,
      start: firstPage,
      due: false,
      sender: null,
      accepting: true,
      queue: [],
      timer: undefined,
    };
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
