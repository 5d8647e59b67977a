import type { VerstakValue } from '@verstak/react';
import { type AnalyticsSender, dataLayerAdapter } from '@verstak/sdk';
import { browserTrackerPage, consentedTrackers, readConsent } from '@verstak/sdk/trackers';
import { CONSENT_EVENT } from './consent-event';
import { reportListGoals } from './list-goals';
import { storeTrackers } from './trackers-global';

/** The footer's «Настройки cookie» (rendered by the server's footer). */
const COOKIE_SETTINGS = '.footer__cookies';

const openNotice = () => {
  void import('./cookie-notice-host').then((m) => m.openCookieNotice());
};

/**
 * Where the page's events go (§7.7, §7.8), loaded after the page (entry-client.tsx): the page's own
 * ecommerce data layer (local: nothing leaves), and the store's counters, each once the shopper
 * accepted its category (`consentedTrackers`). A store with counters asks for the choice on a first
 * visit; «Настройки cookie» in the footer opens the notice to change it. The favourites' and
 * comparison's goals are reported from here too (`reportListGoals`).
 */
export function pageSenders(verstak: Pick<VerstakValue, 'stores' | 'analytics'>): AnalyticsSender {
  reportListGoals(verstak);
  const layer = dataLayerAdapter();
  const config = storeTrackers();
  const trackers = config
    ? consentedTrackers({ config, page: browserTrackerPage(), consent: () => readConsent(document.cookie) })
    : null;
  if (trackers) {
    window.addEventListener(CONSENT_EVENT, () => trackers.consentChanged());
    if (!readConsent(document.cookie)) openNotice();
  }
  document.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest?.(COOKIE_SETTINGS)) openNotice();
  });
  return {
    ready: () => layer.ready(),
    send(event) {
      layer.send(event);
      trackers?.sender.send(event);
    },
  };
}
