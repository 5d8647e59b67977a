import type { EcommerceEvent } from './ecommerce-event';

/** The longest query a search event carries. */
const SEARCH_EVENT_MAX = 200;

/** The event of a submitted search, or null when the trimmed query is empty: such a submit is not tracked (§5). */
export function searchEvent(query: string): EcommerceEvent | null {
  const trimmed = query.trim().slice(0, SEARCH_EVENT_MAX);
  return trimmed ? { type: 'search', query: trimmed } : null;
}
