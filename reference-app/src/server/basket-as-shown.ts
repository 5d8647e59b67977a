import type { Basket, BasketLine } from '@verstak/sdk';

/**
 * What of the base data's basket a page inlines: its totals and version, and of each line only the
 * product id and quantity, which are all the header's count and the cards' «В корзине» read before the
 * basket is loaded again. The whole lines were 3.6 KB for four on every page; the cart and checkout
 * inline the whole basket in their own data, and the stores take that one (`Root` primes the page after
 * the base data). A component outside those pages that starts reading another field of a line reads
 * it from a basket the store loaded, or adds it here.
 */
export function basketAsShown(basket: Basket): Basket {
  return {
    ...basket,
    // Only id and quantity are carried: the rest of a line is read on the pages that load it.
    items: basket.items.map(({ id, quantity }) => ({ id, quantity }) as BasketLine),
    deletedItems: [],
  };
}
