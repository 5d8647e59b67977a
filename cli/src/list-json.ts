import { jsonText } from './json-text';

/**
 * A list as every `--json` list prints it: `{ items, total }`, `total` counting past the page when
 * it pages, then what else the answer says (`page`, `pageCount`, …).
 */
export function listJson(
  items: readonly unknown[],
  total: number = items.length,
  extra: object = {},
): string {
  return jsonText({ items, total, ...extra });
}
