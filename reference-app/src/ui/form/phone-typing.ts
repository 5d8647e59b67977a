/**
 * The ten digits after the country code in what is typed or pasted into a phone field. A 7 or 8 is
 * the country code when the text starts with `+7`, when it leads eleven digits (`8 915 123-45-67`
 * pasted), or when it is the one digit typed so far; ten digits alone are the number itself, so a
 * pasted `812 555-12-34` (Saint Petersburg) or `800 …` stays as it is. Past ten, digits are dropped.
 */
function localDigits(text: string): { digits: string; code: boolean } {
  const all = text.replace(/\D/g, '');
  const code = text.trimStart().startsWith('+7') || (/^[78]/.test(all) && all.length !== 10);
  return { digits: (code ? all.slice(1) : all).slice(0, 10), code };
}

/**
 * A phone field's text as the shopper types (§5 phone, `+7 (xxx) xxx-xx-xx`), growing with each digit:
 * `9` → `+7 (9`, `8900123` → `+7 (900) 123`, a pasted `8 915 123 45 67` → `+7 (915) 123-45-67`.
 * Only a 7 or 8 typed first gives `+7` (cleared when the field is left so: {@link maskPhoneField}).
 */
export function maskPhone(text: string): string {
  const local = localDigits(text).digits;
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
  // The digits before the caret, less the country code's when the typed text had one.
  const before = Math.max(
    0,
    typed.slice(0, caret).replace(/\D/g, '').length - (localDigits(typed).code ? 1 : 0),
  );
  if (masked === '') return 0;
  // The masked number's digits come after its `+7`.
  let seen = 0;
  for (let i = 2; i < masked.length; i++) {
    if (/\d/.test(masked[i] ?? '')) seen++;
    if (seen === before) return before === 0 ? Math.min(masked.length, 4) : i + 1;
  }
  return before === 0 ? Math.min(masked.length, 4) : masked.length;
}

/** The fields whose leaving is already watched. */
const left = new WeakSet<HTMLInputElement>();

/**
 * Masks a phone field's text as it is typed (§5, `+7 (xxx) xxx-xx-xx`), the caret kept after the
 * digit it followed. Loaded when a phone field is first focused (`Field`): the mask is derived from
 * the whole text each time, so keys typed before this code arrived are masked with the next one.
 */
export function maskPhoneField(field: HTMLInputElement): void {
  if (!left.has(field)) {
    left.add(field);
    // A field left with the country code alone holds no number: empty, as an optional phone may be.
    field.addEventListener('blur', () => {
      if (field.value === '+7') field.value = '';
    });
  }
  const typed = field.value;
  const masked = maskPhone(typed);
  if (masked === typed) return;
  const caret = maskedCaret(typed, field.selectionStart ?? typed.length, masked);
  field.value = masked;
  if (document.activeElement === field) field.setSelectionRange(caret, caret);
}
