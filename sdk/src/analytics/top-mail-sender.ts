import type { AnalyticsSender } from './create-analytics';
import type { PageViewEvent } from './page-view-event';
import { currentPageView, type TrackerPage } from './tracker-page';

/** The Top.Mail.Ru counter's script. */
export const TOP_MAIL_SCRIPT = 'https://top-fwz1.mail.ru/js/code.js';

/**
 * The Top.Mail.Ru counter (§7.7, the mail service's counter): page views (each with its address) and
 * goals go into its `_tmr` queue, a purchase as the `purchase` goal with the order's revenue. Its
 * first page view is `first`, the page the counter started for (by default the page now;
 * `consentedTrackers` gives the first page, which the shopper may have left by then). Ready once its
 * script ran.
 */
export function topMailSender(
  counterId: number,
  page: TrackerPage,
  first: PageViewEvent = currentPageView(page),
): AnalyticsSender {
  const g = page.global;
  g._tmr = g._tmr ?? [];
  const pageView = (view: PageViewEvent) =>
    g._tmr.push({ id: String(counterId), type: 'pageView', url: view.url, start: Date.now() });
  pageView(first);
  let loaded = false;
  page.loadScript(TOP_MAIL_SCRIPT).then(
    () => {
      loaded = true;
    },
    () => undefined,
  );
  return {
    ready: () => loaded,
    send(event) {
      if (event.type === 'pageView') pageView(event);
      else if (event.type === 'goal')
        g._tmr.push({ id: String(counterId), type: 'reachGoal', goal: event.goal });
      else if (event.type === 'search')
        g._tmr.push({ id: String(counterId), type: 'reachGoal', goal: 'search' });
      else if (event.type === 'purchase')
        g._tmr.push({
          id: String(counterId),
          type: 'reachGoal',
          goal: 'purchase',
          value: event.order.revenue,
        });
    },
  };
}
