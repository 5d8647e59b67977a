/** A list as every `--json` list is printed: `{ items, total }`, `total` counting past the page when it pages. */
export function listJson(
  items: readonly unknown[],
  total: number = items.length,
  extra: object = {},
): string {
  return JSON.stringify({ items, total, ...extra }, null, 2);
}
