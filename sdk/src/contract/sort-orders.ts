/** Product list sort orders (§2.1); `popular` is the default. */
export const SORT_ORDERS = ['popular', 'price-asc', 'price-desc', 'rating', 'new'] as const;

/** A product list sort order. */
export type Sort = (typeof SORT_ORDERS)[number];

/** Whether a value (say, a `sort` query parameter) names a sort order. */
export function isSort(value: unknown): value is Sort {
  return (SORT_ORDERS as readonly unknown[]).includes(value);
}
