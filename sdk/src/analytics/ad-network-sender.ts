import type { AnalyticsSender } from './create-analytics';
import type { TrackerPage } from './tracker-page';

/** The ad network's (AdRiver's) counter pixel. */
export const AD_NETWORK_PIXEL = 'https://ad.adriver.ru/cgi-bin/rle.cgi';

/**
 * The ad network's counter (§7.7): a pixel counts the first page and each page shown by client
 * navigation, and a purchase with its order and revenue (for the network's conversions). No script:
 * ready at once.
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
