// EAN-13 (ISO/IEC 15420): the bonus card's number as the bars a shop's scanner reads (§2.9 barcode).

/** The left-hand digits' "L" patterns; "R" is each inverted, "G" each R reversed. */
const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
/** Which of the left six digits take G instead of L: the first digit of the number says. */
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

const invert = (bits: string) => bits.replace(/[01]/g, (b) => (b === '0' ? '1' : '0'));

/** The check digit of the first 12 digits of an EAN-13: weights 1 and 3 from the left. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Whether `value` is an EAN-13: 13 digits whose last is the check digit of the others. */
export function isEan13(value: string): boolean {
  return /^\d{13}$/.test(value) && ean13CheckDigit(value) === Number(value[12]);
}

/**
 * The 95 modules of an EAN-13, '1' for a bar: start guard, six left digits (L or G by the first
 * digit), centre guard, six right digits (R), end guard. Throws (in English, for the developer) on
 * anything that is not a valid EAN-13.
 */
export function ean13Bars(value: string): string {
  if (!isEan13(value)) throw new Error(`Not an EAN-13 (13 digits with a right check digit): ${value}`);
  const digits = [...value].map(Number);
  const parity = PARITY[digits[0] ?? 0] ?? '';
  let bars = '101';
  for (let i = 1; i <= 6; i++) {
    const l = L[digits[i] ?? 0] ?? '';
    bars += parity[i - 1] === 'G' ? [...invert(l)].reverse().join('') : l;
  }
  bars += '01010';
  for (let i = 7; i <= 12; i++) bars += invert(L[digits[i] ?? 0] ?? '');
  return `${bars}101`;
}
