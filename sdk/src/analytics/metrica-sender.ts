import type { AnalyticsSender } from './create-analytics';
import type { PageViewEvent } from './page-view-event';
import { currentPageView, type TrackerPage } from './tracker-page';

/** Yandex Metrica's script. */
export const METRICA_SCRIPT = 'https://mc.yandex.ru/metrika/tag.js';

/**
 * Yandex Metrica (§7.7, §7.8): its script is loaded with the counter initialised on the page's
 * ecommerce data layer, which the storefront fills itself (`dataLayerAdapter`, local: no request
 * leaves until Metrica, once accepted, reads it); goals go to `ym(id, 'reachGoal', name, params)`,
 * each page view to `ym(id, 'hit', url, { referer, title })`. `init` counts nothing itself
 * (`defer: true`, else it counts the address shown when it runs): its first `hit` is `first`, the page
 * the counter started for (by default the page now; `consentedTrackers` gives the first page, which
 * the shopper may have left by the time the counter starts). Ready once the script has run.
 */
export function metricaSender(
  counterId: number,
  page: TrackerPage,
  first: PageViewEvent = currentPageView(page),
): AnalyticsSender {
  const g = page.global;
  g.dataLayer = g.dataLayer ?? [];
  // Metrica's own snippet: calls made before the script runs wait in `ym.a`.
  if (typeof g.ym !== 'function') {
    const ym = (...args: unknown[]) => {
      // biome-ignore lint/suspicious/noAssignInExpressions: Metrica's snippet
      (ym.a = ym.a ?? []).push(args);
    };
    ym.a = undefined as unknown[] | undefined;
    ym.l = Date.now();
    g.ym = ym;
  }
  g.ym(counterId, 'init', {
    ecommerce: 'dataLayer',
    clickmap: true,
    trackLinks: true,
    accurateTrackBounce: true,
    defer: true,
  });
  const hit = (view: PageViewEvent) =>
    g.ym(counterId, 'hit', view.url, { referer: view.referrer, title: view.title });
  hit(first);
  let loaded = false;
  page.loadScript(METRICA_SCRIPT).then(
    () => {
      loaded = true;
    },
    () => undefined,
  );
  return {
    ready: () => loaded && typeof g.ym === 'function',
    send(event) {
      if (event.type === 'goal') g.ym(counterId, 'reachGoal', event.goal, event.params ?? {});
      else if (event.type === 'pageView') hit(event);
      // A search is the goal `search` too, with its query.
      else if (event.type === 'search') g.ym(counterId, 'reachGoal', 'search', { query: event.query });
    },
  };
}
