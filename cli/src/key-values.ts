import { printable } from './printable';

/** Rows of `title  value`, titles padded to one width: one record as people read it (values made {@link printable}). */
export function keyValues(rows: ReadonlyArray<readonly [string, string]>): string {
  const width = Math.max(...rows.map(([title]) => title.length));
  return rows.map(([title, value]) => `${title.padEnd(width)}  ${printable(value) || '—'}`).join('\n');
}
