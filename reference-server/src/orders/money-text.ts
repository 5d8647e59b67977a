import { formatPrice } from '@verstak/sdk/contract';

const withKopecks = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Kopecks as the shopper reads them: «5 990 ₽», or «5 990,50 ₽» when there are kopecks (§5 RUB). */
export function moneyText(kopecks: number): string {
  return kopecks % 100 === 0 ? formatPrice(kopecks / 100) : `${withKopecks.format(kopecks / 100)}\u00a0₽`;
}
