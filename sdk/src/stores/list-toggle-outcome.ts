import type { Failed, Ignored, Refused } from './store-outcome';

/** Why an add to the favourites or the comparison was refused: the list is full, no such product, a field's rule, or another 4xx. */
export type ListRefusalReason = 'limit' | 'product_not_found' | 'validation' | 'refused';

/** The {@link ListRefusalReason} of a server's code. */
export function listRefusalReason(code: string): ListRefusalReason {
  if (code === 'limit' || code === 'product_not_found' || code === 'validation') return code;
  return 'refused';
}

/**
 * What a card's favourites or compare toggle did. A failed removal is `failed`, and the product is left
 * out of the list all the same (§8).
 */
export type ListToggleOutcome =
  /** The product is in the list now; `productIds`: the list as the server answered it. */
  | { kind: 'added'; productIds: number[] }
  /** The product left the list; `productIds`: the list as the server answered it. */
  | { kind: 'removed'; productIds: number[] }
  | Refused<ListRefusalReason>
  | Failed
  | Ignored;
