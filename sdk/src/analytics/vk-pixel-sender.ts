import type { AnalyticsSender } from './create-analytics';
import type { TrackerPage } from './tracker-page';

/** VK's script that carries the retargeting pixel. */
export const VK_PIXEL_SCRIPT = 'https://vk.com/js/api/openapi.js?169';

/**
 * VK's retargeting pixel (§7.7): once its script has run, the pixel is initialised and counts the
 * page it started for, and each page view after it (`VK.Retargeting.Hit`); goals go as its events
 * (`VK.Retargeting.Event`), a purchase as the `purchase` event.
 *
 * `Hit()` takes no address (nor does the pixel it requests, `vk.com/rtrg?p=<id>`): VK learns the page
 * from the request's Referer, which the store's `Referrer-Policy: strict-origin-when-cross-origin`
 * cuts to its origin. So VK counts how many pages the shopper saw, never which: a start after the
 * shopper navigated counts one hit (the first page's), each queued page view one more.
 */
export function vkPixelSender(pixelId: string, page: TrackerPage): AnalyticsSender {
  const g = page.global;
  let started = false;
  page.loadScript(VK_PIXEL_SCRIPT).then(
    () => {
      if (!g.VK?.Retargeting) return;
      g.VK.Retargeting.Init(pixelId);
      g.VK.Retargeting.Hit();
      started = true;
    },
    () => undefined,
  );
  return {
    ready: () => started,
    send(event) {
      if (event.type === 'pageView') g.VK.Retargeting.Hit();
      else if (event.type === 'goal') g.VK.Retargeting.Event(event.goal);
      else if (event.type === 'search') g.VK.Retargeting.Event('search');
      else if (event.type === 'purchase') g.VK.Retargeting.Event('purchase');
    },
  };
}
