import { errorOutcome } from '../../app/error-status';
import { errorPage } from '../../app/load-page';

/**
 * The error screen for a navigation or a page that failed in the browser (§8 route-change error):
 * the status and message the error catalogue gives `error`. Its own chunk, loaded only then.
 */
export function errorScreenFor(error: unknown, href: string) {
  const outcome = errorOutcome(error);
  return outcome.kind === 'error'
    ? errorPage(href, outcome.status, outcome.message, outcome.code)
    : errorPage(href, 404, 'Страница не найдена');
}
