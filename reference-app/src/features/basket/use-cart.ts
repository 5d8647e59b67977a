import { useBasket, useVerstak } from '@verstak/react';
import { ApiError, type Basket } from '@verstak/sdk';
import { useMemo } from 'react';

/** What the cart and checkout show of the basket. */
export interface CartState {
  basket: Basket;
  /** Quantities stepped but not yet answered, by product id. */
  pending: Readonly<Record<number, number>>;
  /** A change is on its way. */
  busy: boolean;
  /** Why the last bonuses change was refused; '' when it was not. */
  error: string;
}

/** What the cart does with the basket (through the SDK's basket store, §4.7). */
export interface CartActions {
  /** Steps a line's quantity (bounded by what can be bought; 0 removes); the store sends it after 300 ms. */
  setQuantity(productId: number, quantity: number): void;
  remove(productId: number): Promise<void>;
  /** Asks to spend the bonuses that may be spent, or stops (three stages). */
  setApplyBonuses(apply: boolean): Promise<void>;
  /** Applies a promo code ('' removes it); a refused code rejects with an ApiError naming `promoCode`. */
  setPromoCode(code: string): Promise<void>;
  /** Takes a basket answered elsewhere (checkout's re-read after a 409). */
  replace(basket: Basket): void;
}

/**
 * The basket of the cart and checkout: the SDK's basket store (so the header counts and other tabs
 * follow), primed with the page's basket by the route.
 */
export function useCart(initial: Basket): { state: CartState; cart: CartActions } {
  const { stores } = useVerstak();
  const store = stores.basket;
  const basket = useBasket((s) => s.basket) ?? initial;
  const pending = useBasket((s) => s.quantities);
  const busy = useBasket((s) => s.updating || s.promoCode.pending);
  const error = useBasket((s) => s.bonusesError ?? '');
  const cart = useMemo<CartActions>(
    () => ({
      // The store holds it to what can be bought (the line's maxQuantity), 0 removing the line.
      setQuantity: (productId, quantity) => store.setQuantity(productId, quantity),
      async remove(productId) {
        await store.remove([productId]);
      },
      async setApplyBonuses(apply) {
        await store.setBonuses(apply);
      },
      async setPromoCode(code) {
        const outcome = await store.setPromoCode(code);
        if (outcome.kind !== 'applied')
          throw new ApiError({
            message: outcome.message,
            status: 400,
            code: 'validation',
            errors: { promoCode: outcome.message },
          });
      },
      replace: (next) => store.setBasket(next),
    }),
    [store],
  );
  return { state: { basket, pending, busy, error }, cart };
}
