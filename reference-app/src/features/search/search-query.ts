/** The longest query the search reads; the rest of a pasted text is dropped, not refused. */
export const SEARCH_QUERY_MAX = 200;

/**
 * A query as typed into the box or the address bar, made fit to send: control characters and
 * repeated spaces gone, trimmed, at most {@link SEARCH_QUERY_MAX} characters.
 */
export function readSearchQuery(raw: string | null | undefined): string {
  return Array.from(raw ?? '', (c) => (c < ' ' || c === '\u007f' ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_QUERY_MAX)
    .trim();
}

/** The results' address of a query. */
export function searchHref(query: string): string {
  return `/search/?q=${encodeURIComponent(query)}`;
}
