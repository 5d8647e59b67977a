import type { Basket, BasketLine } from '../api/api-types';
import type { ServerErrorCode } from '../contract/error-codes';
import type { Failed, Ignored, Refused } from './store-outcome';

/** The codes the server refuses a basket change with (docs/basket.md "Limits", "Promo codes"): declared ones only. */
const BASKET_REFUSAL_REASONS = [
  'quantity_unavailable',
  'product_unavailable',
  'basket_full',
  'product_not_found',
  'promo_code_refused',
] as const satisfies readonly ServerErrorCode[];

/**
 * Why a basket change was refused: one of the server's basket codes, `validation` for a field's rule
 * (`too_big`, `required`…), `refused` for any other 4xx.
 */
export type BasketRefusalReason = (typeof BASKET_REFUSAL_REASONS)[number] | 'validation' | 'refused';

const FIELD_RULES: ReadonlySet<string> = new Set([
  'validation',
  'required',
  'too_small',
  'too_big',
  'not_integer',
  'invalid_format',
  'invalid_type',
]);

/** The {@link BasketRefusalReason} of a server's code. */
export function basketRefusalReason(code: string): BasketRefusalReason {
  if ((BASKET_REFUSAL_REASONS as readonly string[]).includes(code)) return code as BasketRefusalReason;
  return FIELD_RULES.has(code) ? 'validation' : 'refused';
}

/** A refused basket change: the server's reason and its message for the shopper. */
export type BasketRefused = Refused<BasketRefusalReason>;

/** What `basket.add()` did. */
export type AddOutcome =
  /** The line as the server answered it, and the whole basket. */
  | { kind: 'added'; line: BasketLine; basket: Basket }
  /**
   * The product cannot be bought now and the basket holds none of it: the server refused it as
   * unavailable, or answered the basket without it (it sold out meanwhile).
   */
  | { kind: 'soldOut'; message: string }
  /** Refused for another reason (the line already holds all there is, a full basket…); `inBasket`: its units there now. */
  | (BasketRefused & { field: string | null; inBasket: number })
  | Failed
  | Ignored;

/** What `basket.setQuantity()` did, once its debounced change was answered. */
export type SetQuantityOutcome =
  /** The line as the server now has it; null when the quantity was 0 and the line is gone. */
  | { kind: 'set'; line: BasketLine | null; basket: Basket }
  /** A newer quantity for the line (or its removal) replaced this one before it was sent. */
  | { kind: 'superseded' }
  | BasketRefused
  | Failed
  | Ignored;

/** What `basket.remove()` did. */
export type RemoveOutcome =
  | { kind: 'removed'; productIds: number[]; basket: Basket }
  | BasketRefused
  | Failed;

/** What `basket.setBonuses()` and `basket.setPromoCode()` did. */
export type BasketOptionOutcome = { kind: 'applied'; basket: Basket } | BasketRefused | Failed;
