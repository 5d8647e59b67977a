import type { Client } from '@verstak/sdk';
import { definitionOf } from '../../app/route-definition';
import { resolveRoute } from '../../routes';

/** How long the filter panel waits after the shopper's last choice before it asks for the count. */
export const LIVE_COUNT_DELAY_MS = 500;

/**
 * How many products the listing at `href` (a path with its query) would show: its route's `count`,
 * the listing's filter twin (§4.9); null when the route cannot count.
 */
export async function countAt(client: Client, href: string, origin: string): Promise<number | null> {
  const url = new URL(href, origin);
  const { route, params } = resolveRoute(url.pathname);
  const definition = await definitionOf(route);
  return definition.count ? definition.count({ client, params, url }) : null;
}

/** The filter panel's live count: {@link LiveCount.request} after each choice, one call per pause. */
export interface LiveCount {
  /** Asks for the count of `href` once the shopper has paused; a newer request replaces it. */
  request(href: string): void;
  /** Forgets the pending request and any answer still on its way. */
  cancel(): void;
}

/**
 * Debounces the count of the shopper's choice (issue 17): `count` runs `delay` ms after the last
 * request, and only the answer to the latest request reaches `onCount` (null when the count failed:
 * the button then says «Показать» without a number).
 */
export function liveCount(
  count: (href: string) => Promise<number | null>,
  onCount: (href: string, total: number | null) => void,
  delay = LIVE_COUNT_DELAY_MS,
): LiveCount {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;
  return {
    request(href) {
      clearTimeout(timer);
      const ticket = ++latest;
      timer = setTimeout(() => {
        count(href).then(
          (total) => ticket === latest && onCount(href, total),
          () => ticket === latest && onCount(href, null),
        );
      }, delay);
    },
    cancel() {
      clearTimeout(timer);
      latest++;
    },
  };
}
