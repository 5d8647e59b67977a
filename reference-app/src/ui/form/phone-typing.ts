/**
 * The ten digits after the country code in what is typed or pasted into a phone field: a leading 7
 * or 8 is the country code (typed first, or `+7`/`8` pasted with the number); past ten, digits are dropped.
 */
function localDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  const national = /^[78]/.test(digits) ? digits.slice(1) : digits;
  return national.slice(0, 10);
}

/**
 * A phone field's text as the shopper types (§5 phone, `+7 (xxx) xxx-xx-xx`), growing with each digit:
 * `9` → `+7 (9`, `8900123` → `+7 (900) 123`, a pasted `8 915 123 45 67` → `+7 (915) 123-45-67`.
 * Only a 7 or 8 typed first (or nothing at all) gives `+7` or ''.
 */
export function maskPhone(text: string): string {
  const local = localDigits(text);
  if (local === '') return /\d/.test(text) ? '+7' : '';
  const parts = [local.slice(0, 3), local.slice(3, 6), local.slice(6, 8), local.slice(8, 10)];
  let out = `+7 (${parts[0]}`;
  if (parts[1]) out += `) ${parts[1]}`;
  if (parts[2]) out += `-${parts[2]}`;
  if (parts[3]) out += `-${parts[3]}`;
  return out;
}

/**
 * Where the caret goes in the masked text so that it stays after the same digit it followed in
 * the typed text (`caret` there): typing or deleting in the middle of a number does not throw the
 * caret to the end.
 */
export function maskedCaret(typed: string, caret: number, masked: string): number {
  // The masked text always starts with the country code's 7; typed without one, it is one digit more.
  const withCode = /^[78]/.test(typed.replace(/\D/g, ''));
  const before = typed.slice(0, caret).replace(/\D/g, '').length + (withCode ? 0 : 1);
  let seen = 0;
  for (let i = 0; i < masked.length && before > 0; i++) {
    if (/\d/.test(masked[i] ?? '')) seen++;
    if (seen === before) return i + 1;
  }
  return before === 0 ? 0 : masked.length;
}

/**
 * Masks a phone field's text as it is typed (§5, `+7 (xxx) xxx-xx-xx`), the caret kept after the
 * digit it followed. Loaded when a phone field is first focused (`Field`): the mask is derived from
 * the whole text each time, so keys typed before this code arrived are masked with the next one.
 */
export function maskPhoneField(field: HTMLInputElement): void {
  const typed = field.value;
  const masked = maskPhone(typed);
  if (masked === typed) return;
  const caret = maskedCaret(typed, field.selectionStart ?? typed.length, masked);
  field.value = masked;
  if (document.activeElement === field) field.setSelectionRange(caret, caret);
}
