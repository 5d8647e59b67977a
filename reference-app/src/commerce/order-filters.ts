/** The status filter values of the orders list (the contract's `status` input). */
export const ORDER_FILTERS = [
  'all',
  'active',
  'new',
  'confirmed',
  'assembling',
  'ready',
  'delivering',
  'done',
  'cancelled',
] as const;
/** A status filter value. */
export type OrderFilter = (typeof ORDER_FILTERS)[number];
