const rubles = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** An amount in roubles as support reads it: `12 990 ₽`, `1 234,5 ₽` (kopecks kept, unlike a price tag). */
export function money(amount: number): string {
  return `${rubles.format(amount)} ₽`.replace(/\u00a0|\u202f/g, ' ');
}
