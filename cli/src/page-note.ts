/**
 * The line under a paged table saying what part of the matches it shows and how to see the rest,
 * e.g. `Showing 21–40 of 57 orders: next page with --page 3`; '' when the table shows them all.
 */
export function pageNote(p: {
  shown: number;
  total: number;
  page: number;
  limit: number;
  what: string;
}): string {
  if (p.total <= p.shown && p.page === 1) return '';
  const first = (p.page - 1) * p.limit + 1;
  const last = first + p.shown - 1;
  const pages = Math.ceil(p.total / p.limit);
  const next = p.page < pages ? `: next page with --page ${p.page + 1}` : ': the last page';
  return `Showing ${first}–${last} of ${p.total} ${p.what}${next}`;
}
