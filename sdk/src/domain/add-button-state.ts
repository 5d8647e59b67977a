/** What the add-to-basket button shows (§4.7). */
export type AddButtonKind = 'idle' | 'locked' | 'inBasket' | 'findAnalogue';

/** The add-to-basket button of one product: its kind, its title and, when it is a link, where to. */
export interface AddButtonState {
  kind: AddButtonKind;
  /** «В корзину», «Перейти в корзину» or «Найти аналог». */
  title: string;
  /** The cart for `inBasket`, the product's section for `findAnalogue`; null for a button. */
  href: string | null;
  /** True while the add request runs: clicks do nothing. */
  disabled: boolean;
}

/** The cart page the button leads to once the product is in the basket. */
export const CART_PATH = '/personal/cart/';

/**
 * The add button's state (§4.7): `findAnalogue` (a link to the section) when the product cannot be
 * bought, `inBasket` («Перейти в корзину») once it is in the basket, `locked` during the add request,
 * `idle` otherwise.
 */
export function addButtonState(input: {
  isAvailable: boolean;
  sectionUrl?: string | null | undefined;
  inBasket: boolean;
  adding: boolean;
}): AddButtonState {
  if (!input.isAvailable) {
    return { kind: 'findAnalogue', title: 'Найти аналог', href: input.sectionUrl || null, disabled: false };
  }
  if (input.inBasket)
    return { kind: 'inBasket', title: 'Перейти в корзину', href: CART_PATH, disabled: false };
  if (input.adding) return { kind: 'locked', title: 'В корзину', href: null, disabled: true };
  return { kind: 'idle', title: 'В корзину', href: null, disabled: false };
}
