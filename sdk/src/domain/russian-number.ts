/**
 * A number written the Russian way (ru-RU, §9): digits grouped by three with a no-break space, a
 * comma before the decimals, a hyphen-minus for negatives — the same text as
 * `Intl.NumberFormat('ru-RU')` with half-away-from-zero rounding, for the server and the browser alike.
 *
 * Written out rather than asked of Intl because the first Intl formatter a page builds loads the
 * locale's ICU data: 10–30 ms of one task on a fast machine, 4× that on Lighthouse's phone, and the
 * largest part of evaluating the storefront's entry (issue 16). Only what Intl would spell in words
 * (NaN, ±∞), in exponent-free digits past 10²¹, or with decimals past 2⁵³ still goes to Intl.
 * Unlike Intl, a value that rounds to zero is written «0», never «-0».
 */
export function formatRussianNumber(value: number, minFraction: number, maxFraction: number): string {
  const abs = Math.abs(value);
  const integer = Number.isInteger(abs);
  if (!Number.isFinite(value) || abs >= 1e21 || (!integer && abs * 10 ** maxFraction >= 2 ** 53))
    return value.toLocaleString('ru-RU', {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    });
  // Rounded half up as ICU rounds: on the shortest decimal that reads back as the same number
  // (4.55 → 4,6), which the exponent shift keeps, not on the exact binary value toFixed rounds
  // (4.55 → 4.5). Below 10⁻⁶ String() writes an exponent; such a value rounds to zero here.
  const shifted = integer || abs < 1e-6 ? 0 : Math.round(Number(`${abs}e${maxFraction}`));
  const [whole = '0', decimals = ''] = integer
    ? [String(abs)]
    : (shifted / 10 ** maxFraction).toFixed(maxFraction).split('.');
  let fraction = decimals.padEnd(minFraction, '0');
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const negative = value < 0 && (integer ? abs > 0 : shifted > 0);
  return `${negative ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, '\u00a0')}${fraction ? `,${fraction}` : ''}`;
}
