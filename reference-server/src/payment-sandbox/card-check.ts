import type { CardFields } from './pay-page';

/** Whether `digits` pass the Luhn check every card number carries. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What is wrong with the card form, in Russian, or '' when it may be charged at `now`. */
export function cardError(card: CardFields, now: number): string {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) return 'Проверьте номер карты';
  const expiry = /^(\d{2})\/(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  const today = new Date(now);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  if (!expiry || month < 1 || month > 12 || year * 12 + month < current)
    return 'Проверьте срок действия карты';
  if (!/^\d{3}$/.test(card.cvc.trim())) return 'CVC — три цифры с обратной стороны карты';
  return '';
}
