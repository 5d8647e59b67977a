import { type Clock, systemClock } from '../http/clock';
import { adNetworkSender } from './ad-network-sender';
import type { Consent } from './consent';
import { type AnalyticsSender, createAnalytics } from './create-analytics';
import { metricaSender } from './metrica-sender';
import { mindboxSender } from './mindbox-sender';
import { topMailSender } from './top-mail-sender';
import { configuredTrackers, TRACKERS, type TrackerConfig, type TrackerName } from './tracker-config';
import type { TrackerPage } from './tracker-page';
import { vkPixelSender } from './vk-pixel-sender';

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
  const inner = createAnalytics({ clock });
  const loadedNames: TrackerName[] = [];
  interface Slot {
    name: TrackerName;
    due: boolean;
    sender: AnalyticsSender | null;
    /** Detaches it from the analytics (its waiting events dropped); null while detached. */
    detach: (() => void) | null;
  }
  const slots: Slot[] = [];

  const attach = (slot: Slot) => {
    slot.detach ??= inner.addSender({
      ready: () => slot.sender?.ready() ?? false,
      send: (event) => slot.sender?.send(event),
    });
  };

  function settle(slot: Slot): void {
    if (slot.sender) return;
    const choice = options.consent();
    if (!choice) return;
    if (!choice[TRACKERS[slot.name].category]) {
      // Refused: what waited for it is dropped, and it waits for nothing more until accepted.
      slot.detach?.();
      slot.detach = null;
      return;
    }
    attach(slot);
    if (!slot.due) return;
    slot.sender = adapter(slot.name, options.config, options.page);
    loadedNames.push(slot.name);
  }

  for (const name of configuredTrackers(options.config)) {
    const slot: Slot = { name, due: false, sender: null, detach: null };
    attach(slot);
    slots.push(slot);
    clock.setTimeout(() => {
      slot.due = true;
      settle(slot);
    }, TRACKERS[name].delayMs);
  }

  return {
    sender: { ready: () => true, send: (event) => inner.track(event) },
    consentChanged() {
      for (const slot of slots) settle(slot);
    },
    loaded: () => [...loadedNames],
  };
}
