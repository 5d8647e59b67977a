/**
 * Picks the Russian plural form (§5): 1 → one («товар»), 2–4 → few («товара»), 5 and above and the
 * teens → many («товаров»). Fractions take the few form, as Russian does («1,5 часа»).
 *
 * The rule is CLDR's for Russian integers, written out rather than asked of `Intl.PluralRules`,
 * whose first use loads the locale's ICU data during the page's first load (see russian-number.ts).
 */
export function plural(n: number, forms: readonly [one: string, few: string, many: string]): string {
  const [one, few, many] = forms;
  if (!Number.isInteger(n)) return few;
  const last = Math.abs(n) % 10;
  const lastTwo = Math.abs(n) % 100;
  if (last === 1 && lastTwo !== 11) return one;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return few;
  return many;
}
