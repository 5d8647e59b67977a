import {
  type CompareStoreState,
  type CompareToggleState,
  compareToggleState,
  type ListToggleOutcome,
} from '@verstak/sdk';
import { useCallback, useMemo } from 'react';
import { shallow } from './shallow';
import { useStore } from './use-store';
import { useVerstak } from './verstak-context';

/**
 * A card's compare toggle (§4.5): its state, and `toggle`, answering the store's outcome. `isMobile` (viewport ≤ 568 px) picks the
 * longer alerts; `onRemoved` tells the parent the product left the comparison.
 */
export function useCompareToggle(
  productId: number,
  options: { isMobile?: boolean; onRemoved?: (productId: number) => void } = {},
): CompareToggleState & { toggle(): Promise<ListToggleOutcome> } {
  const compare = useVerstak().stores.compare;
  const select = useCallback((s: CompareStoreState) => compareToggleState(s, productId), [productId]);
  const state = useStore(compare, select, shallow);
  const { isMobile, onRemoved } = options;
  const toggle = useCallback(
    () =>
      compare.toggle(productId, {
        ...(isMobile === undefined ? {} : { isMobile }),
        ...(onRemoved ? { onRemoved } : {}),
      }),
    [compare, productId, isMobile, onRemoved],
  );
  return useMemo(() => ({ ...state, toggle }), [state, toggle]);
}
