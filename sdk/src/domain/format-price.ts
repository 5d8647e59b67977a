const price = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const number = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** A price in roubles, Russian locale, no decimals (§5): `12 990 ₽`. */
export function formatPrice(roubles: number): string {
  return price.format(roubles);
}

/** A number in the Russian locale with up to 2 decimals (§5): `1 234,57`. */
export function formatNumber(value: number): string {
  return number.format(value);
}
