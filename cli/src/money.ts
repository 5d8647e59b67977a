import { formatNumber } from '@verstak/sdk';

/** An amount in roubles as support reads it: `12 990 ₽`, `1 234,5 ₽` (kopecks kept, unlike a price tag). */
export function money(amount: number): string {
  return `${formatNumber(amount)} ₽`.replace(/\u00a0|\u202f/g, ' ');
}
