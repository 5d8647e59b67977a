/** Amounts of order events the server keeps in kopecks under a name that does not say so. */
const KOPECK_FIELDS: Readonly<Record<string, string>> = {
  amount: 'amountKopecks',
  overpaid: 'overpaidKopecks',
};

/**
 * Renames the kopeck amounts of an order event's `detail` so that their names say so
 * (`amount` → `amountKopecks`): in `--json`, money is roubles unless its name ends in `Kopecks`.
 */
export function kopecksNamed(detail: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(detail).map(([key, value]) => [
      typeof value === 'number' ? (KOPECK_FIELDS[key] ?? key) : key,
      value,
    ]),
  );
}
