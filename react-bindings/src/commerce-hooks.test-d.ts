import type { AddOutcome, ListToggleOutcome } from '@verstak/sdk';
import { describe, expectTypeOf, it } from 'vitest';
import { useAddToBasket } from './use-add-to-basket';
import { useCompareToggle } from './use-compare-toggle';
import { useFavoriteToggle } from './use-favorite-toggle';

// Type tests only: the hooks are never run here.
describe('commerce hook types', () => {
  it('passes the stores’ outcomes through', () => {
    expectTypeOf(useAddToBasket(1, { isAvailable: true }).add).returns.toEqualTypeOf<Promise<AddOutcome>>();
    expectTypeOf(useFavoriteToggle(1).toggle).returns.toEqualTypeOf<Promise<ListToggleOutcome>>();
    expectTypeOf(useCompareToggle(1).toggle).returns.toEqualTypeOf<Promise<ListToggleOutcome>>();
  });
});
