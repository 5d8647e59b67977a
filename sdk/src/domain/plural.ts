const rules = new Intl.PluralRules('ru');

/**
 * Picks the Russian plural form (§5): 1 → one («товар»), 2–4 → few («товара»), 5 and above and the
 * teens → many («товаров»). Fractions take the few form, as Russian does («1,5 часа»).
 */
export function plural(n: number, forms: readonly [one: string, few: string, many: string]): string {
  const [one, few, many] = forms;
  if (!Number.isInteger(n)) return few;
  const rule = rules.select(n);
  return rule === 'one' ? one : rule === 'few' ? few : many;
}
