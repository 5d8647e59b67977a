import type { AnalyticsSender } from './create-analytics';
import type { TrackerPage } from './tracker-page';

/** The ad network's (AdRiver's) counter pixel. */
export const AD_NETWORK_PIXEL = 'https://ad.adriver.ru/cgi-bin/rle.cgi';

/**
 * The ad network's counter (§7.7): a pixel counts the page it started for and each page view after
 * it, and a purchase with its order and revenue (for the network's conversions). No script: ready at
 * once.
 *
 * The pixel (`rle.cgi`) has no parameter for the page's address: AdRiver learns it from the request's
 * Referer, which the store's `Referrer-Policy: strict-origin-when-cross-origin` cuts to its origin.
 * So it counts how many pages the shopper saw, never which: a start after the shopper navigated is
 * one pixel (the first page's), each queued page view one more.
 */
export function adNetworkSender(siteId: number, page: TrackerPage): AnalyticsSender {
  const hit = (custom: Record<string, string | number> = {}) => {
    const params = new URLSearchParams({ sid: String(siteId), bt: '21', pz: '0' });
    for (const [key, value] of Object.entries(custom)) params.set(key, String(value));
    params.set('rnd', String(Math.floor(Math.random() * 1e9)));
    page.pixel(`${AD_NETWORK_PIXEL}?${params}`);
  };
  hit();
  return {
    ready: () => true,
    send(event) {
      if (event.type === 'pageView') hit();
      else if (event.type === 'purchase') hit({ order: event.order.id, revenue: event.order.revenue });
    },
  };
}
