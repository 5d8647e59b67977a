import type { AnalyticsSender } from './create-analytics';
import type { TrackerPage } from './tracker-page';

/** The Top.Mail.Ru counter's script. */
export const TOP_MAIL_SCRIPT = 'https://top-fwz1.mail.ru/js/code.js';

/**
 * The Top.Mail.Ru counter (§7.7, the mail service's counter): the first page's view, each page shown
 * by client navigation (with its address) and goals go into its `_tmr` queue, a purchase as the
 * `purchase` goal with the order's revenue. Ready once its script ran.
 */
export function topMailSender(counterId: number, page: TrackerPage): AnalyticsSender {
  const g = page.global;
  g._tmr = g._tmr ?? [];
  g._tmr.push({ id: String(counterId), type: 'pageView', start: Date.now() });
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
      if (event.type === 'pageView')
        g._tmr.push({ id: String(counterId), type: 'pageView', url: event.url, start: Date.now() });
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
