import { printable } from './printable';

/** A column of a text table: its heading and how to read a row's cell. */
export interface Column<T> {
  title: string;
  value(row: T): string;
  /** Right-aligned (numbers, prices). */
  right?: boolean;
}

/** Rows as an aligned text table with a heading line. */
export function table<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  // Cells hold what the server said (titles, names): no control character reaches the terminal.
  const cells = rows.map((row) => columns.map((c) => printable(c.value(row)).replace(/\s+/g, ' ')));
  const widths = columns.map((c, i) => Math.max(c.title.length, ...cells.map((r) => (r[i] ?? '').length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => (columns[i]?.right ? v.padStart(widths[i] ?? 0) : v.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.title)), ...cells.map(line)].join('\n');
}
