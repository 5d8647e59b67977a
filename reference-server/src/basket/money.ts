import { formatPrice } from '@verstak/sdk/contract';

// Money inside the server is integer kopecks (a JavaScript number kept within the safe-integer range:
// a basket's largest sum, 100 lines × 999 units × a price of 10⁷ ₽, is 10¹⁴ kopecks, far below 2⁵³).
// Roubles appear only at the edges: products.price (whole roubles) coming in, and the contract's
// figures (roubles with kopecks as two decimals) going out.

/** Roubles with kopecks as two decimals, as the contract carries money. */
export function roublesOf(kopecks: number): number {
  return Math.round(kopecks) / 100;
}

/**
 * `kopecks × percent / 100`, rounded half up to a whole kopeck, in integers only. Every per-cent
 * discount is rounded this way, once per line.
 */
export function percentOf(kopecks: number, percent: number): number {
  return Math.floor((kopecks * percent + 50) / 100);
}

const withKopecks = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A sum for a shopper's message: «5 990 ₽», or «5 990,50 ₽» when there are kopecks (§5 RUB; Russian
 * grouping, a no-break space before the sign).
 */
export function moneyText(kopecks: number): string {
  return kopecks % 100 === 0 ? formatPrice(kopecks / 100) : `${withKopecks.format(kopecks / 100)}\u00a0₽`;
}
