import { formatRussianNumber } from './russian-number';

/** A price in roubles, Russian locale, no decimals (§5): `12 990 ₽`. */
export function formatPrice(roubles: number): string {
  return `${formatRussianNumber(roubles, 0, 0)}\u00a0₽`;
}

/** A number in the Russian locale with up to 2 decimals (§5): `1 234,57`. */
export function formatNumber(value: number): string {
  return formatRussianNumber(value, 0, 2);
}
