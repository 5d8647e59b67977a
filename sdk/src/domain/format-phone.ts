/**
 * Formats a Russian phone as `+7 (xxx) xxx-xx-xx` (§5): only digits are kept; a valid number is 10
 * digits after an optional leading 7 or 8. Returns '' for an invalid number.
 */
export function formatPhone(raw: string | null | undefined): string {
  let digits = (raw ?? '').replace(/\D/g, '');
  if (digits.length === 11 && (digits[0] === '7' || digits[0] === '8')) digits = digits.slice(1);
  if (digits.length !== 10) return '';
  return `+7 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`;
}

/** The `tel:` form of a phone: `+7` and ten digits, or '' when invalid. */
export function phoneHref(raw: string | null | undefined): string {
  const formatted = formatPhone(raw);
  return formatted === '' ? '' : `tel:+7${formatted.replace(/\D/g, '').slice(1)}`;
}
