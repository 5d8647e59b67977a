import { PAGINATION_AROUND } from './constants';

/** One entry of a pagination bar: a page number or a gap. */
export type PaginationItem = number | 'ellipsis';

/**
 * The pages a pagination bar shows (§5): always the first, the last, the current page and its
 * neighbours within `around`; a gap of exactly one page is filled with that page, a longer gap is one
 * ellipsis; near the ends extra pages keep the list at one length (2·around + 5 once there are enough pages).
 */
export function paginationItems({
  page,
  count,
  around = PAGINATION_AROUND,
}: {
  page: number;
  count: number;
  around?: number;
}): PaginationItem[] {
  const total = Math.max(0, Math.floor(Number.isFinite(count) ? count : 0));
  if (total === 0) return [];
  const near = Math.max(0, Math.floor(Number.isFinite(around) ? around : PAGINATION_AROUND));
  const current = Math.min(total, Math.max(1, Math.floor(Number.isFinite(page) ? page : 1)));
  const length = 2 * near + 5;
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (total <= length) return range(1, total);
  if (current <= near + 3) return [...range(1, length - 2), 'ellipsis', total];
  if (current >= total - near - 2) return [1, 'ellipsis', ...range(total - length + 3, total)];
  return [1, 'ellipsis', ...range(current - near, current + near), 'ellipsis', total];
}
