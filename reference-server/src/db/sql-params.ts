import type { SqlParam } from './database';

/** Collects positional parameters while a statement is assembled: `sql.add(v)` returns `$n`. */
export class SqlParams {
  readonly values: SqlParam[] = [];

  /** Adds a value and returns its placeholder. */
  add(value: SqlParam): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
