import { MAX_LINE_QUANTITY } from './entities/basket-limits';
import { intParam, MAX_INT } from './params';

// The contract's one rule for messages (docs/architecture.md "Messages"): a field a shopper types or
// picks answers every failure (absent, wrong type, out of range) with a Russian sentence stating its
// rule, and its text fields live in `account-fields.ts`; the numbers a shopper sets live here. Ids,
// flags, versions and encodings, which only code sets, keep English. Every failure also has a
// machine-readable code (`issueCode`), answered in the error body's `codes`.

/** The rule of a line's quantity, as a shopper reads it. */
export function quantityRule(min: 0 | 1): string {
  return `Количество — целое число от ${min} до ${MAX_LINE_QUANTITY}`;
}

/** Units of a product: a whole number from `min` (0 where the call removes the line with it) to 999. */
export function quantityField(min: 0 | 1) {
  return intParam(min, MAX_LINE_QUANTITY, quantityRule(min));
}

/** The rule of an amount of bonuses to spend, as a shopper reads it. */
export const BONUSES_RULE = 'Бонусы к списанию — целое число от 0 до 2 147 483 647';

/** Bonuses to spend (1 bonus = 1 ₽): a whole number from 0 to the int4 the store keeps. */
export const bonusesField = intParam(0, MAX_INT, BONUSES_RULE);
