/**
 * A number written the Russian way (ru-RU, §9): digits grouped by three with a no-break space, a
 * comma before the decimals, a hyphen-minus for negatives — the same text as
 * `Intl.NumberFormat('ru-RU')` with half-away-from-zero rounding, for the server and the browser alike.
 *
 * Written out rather than asked of Intl because the first Intl formatter a page builds loads the
 * locale's ICU data: 10–30 ms of one task on a fast machine, 4× that on Lighthouse's phone, and the
 * largest part of evaluating the storefront's entry (issue 16). Only what Intl would spell in words
 * (NaN, ±∞) or in exponent-free digits past 10²¹ still goes to Intl, built on that first need.
 * Unlike Intl, a value that rounds to zero is written «0», never «-0».
 */
export function formatRussianNumber(value: number, minFraction: number, maxFraction: number): string {
  const abs = Math.abs(value);
  if (!Number.isFinite(value) || abs >= 1e21) return viaIntl(value, minFraction, maxFraction);
  const [whole, decimals] = roundedDigits(abs, maxFraction);
  let fraction = decimals;
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const negative = value < 0 && /[1-9]/.test(whole + fraction);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/**
 * The integer and decimal digits of `abs` (0 ≤ abs < 10²¹) rounded to `places` decimals, half away
 * from zero, as ICU rounds: on the shortest decimal that reads back as the same number (4.55 → 4,6),
 * not on the exact binary value that `toFixed` rounds (4.55 → 4.5).
 */
function roundedDigits(abs: number, places: number): [string, string] {
  // Below 10⁻⁶ String() switches to an exponent; such a value rounds to zero at any places we use.
  const text = abs < 1e-6 ? '0' : String(abs);
  const [whole = '0', decimals = ''] = text.split('.');
  if (decimals.length <= places) return [whole, decimals.padEnd(places, '0')];
  let digits = whole + decimals.slice(0, places);
  if ((decimals[places] ?? '0') >= '5') {
    // Add one in the last kept place, carrying leftwards.
    const chars = digits.split('');
    let i = chars.length - 1;
    while (i >= 0 && chars[i] === '9') chars[i--] = '0';
    if (i >= 0) chars[i] = String(Number(chars[i]) + 1);
    else chars.unshift('1');
    digits = chars.join('');
  }
  const split = digits.length - places;
  return [digits.slice(0, split) || '0', digits.slice(split)];
}

const formatters = new Map<string, Intl.NumberFormat>();

function viaIntl(value: number, minFraction: number, maxFraction: number): string {
  const key = `${minFraction}-${maxFraction}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('ru-RU', {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
