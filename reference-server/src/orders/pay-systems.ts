import { ONLINE_PAY_SYSTEM_CODES, type PaySystem, type PaySystemCode } from '@verstak/sdk/contract';
import { moneyText } from '../basket/money';

// The pay systems of §9 with their Russian titles. `card` is paid on receipt (courier or shop); the
// others are paid online through the provider (srv-payments), so only they make an order payable now.

/** Each pay system's title and description. */
export const PAY_SYSTEM_TITLES: Record<PaySystemCode, { title: string; description: string }> = {
  card: {
    title: 'Картой или наличными при получении',
    description: 'Оплата курьеру или на кассе магазина при получении заказа.',
  },
  'parts-halva': {
    title: 'Рассрочка «Халва»',
    description: 'Оплата частями картой «Халва» без переплаты.',
  },
  'raiff-sbp': {
    title: 'СБП — Система быстрых платежей',
    description: 'Оплата по QR-коду из приложения вашего банка.',
  },
  'raiff-acquiring': {
    title: 'Банковской картой онлайн',
    description: 'Оплата картой Visa, Mastercard или «Мир» на странице банка.',
  },
};

/** The pay systems paid online (the order can then be paid from its page). */
export const ONLINE_PAY_SYSTEMS: readonly PaySystemCode[] = ONLINE_PAY_SYSTEM_CODES;

/** The instalment plan takes orders from 3 000 ₽ to 300 000 ₽ (kopecks). */
export const HALVA_MIN_KOPECKS = 300_000;
export const HALVA_MAX_KOPECKS = 30_000_000;

/** Why `code` cannot pay `totalKopecks`, or '' when it can. */
export function payReason(code: PaySystemCode, totalKopecks: number): string {
  if (code === 'parts-halva' && (totalKopecks < HALVA_MIN_KOPECKS || totalKopecks > HALVA_MAX_KOPECKS))
    return `Рассрочка — от ${moneyText(HALVA_MIN_KOPECKS)} до ${moneyText(HALVA_MAX_KOPECKS)}`;
  return '';
}

/** Every pay system, with whether it can pay an order of `totalKopecks` and why not. */
export function paySystemsFor(totalKopecks: number): PaySystem[] {
  return (Object.keys(PAY_SYSTEM_TITLES) as PaySystemCode[]).map((code) => {
    const reason = payReason(code, totalKopecks);
    return { code, ...PAY_SYSTEM_TITLES[code], available: reason === '', reason };
  });
}
