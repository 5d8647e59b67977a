import { type AddButtonState, type AddOutcome, addButtonState, type BasketStoreState } from '@verstak/sdk';
import { useCallback, useMemo } from 'react';
import { shallow } from './shallow';
import { useStore } from './use-store';
import { useVerstak } from './verstak-context';

/** The add-to-basket button of a product (§4.7): its state, and `add`, answering the store's outcome (`ignored` while locked). */
export function useAddToBasket(
  productId: number,
  product: { isAvailable: boolean; sectionUrl?: string | null },
): AddButtonState & { add(quantity?: number): Promise<AddOutcome> } {
  const basket = useVerstak().stores.basket;
  const { isAvailable, sectionUrl } = product;
  const select = useCallback(
    (s: BasketStoreState) =>
      addButtonState({
        isAvailable,
        sectionUrl,
        inBasket: s.basket?.items.some((item) => item.id === productId) ?? false,
        adding: s.adding[productId] === true,
      }),
    [productId, isAvailable, sectionUrl],
  );
  const state = useStore(basket, select, shallow);
  const add = useCallback((quantity?: number) => basket.add(productId, quantity), [basket, productId]);
  return useMemo(() => ({ ...state, add }), [state, add]);
}
