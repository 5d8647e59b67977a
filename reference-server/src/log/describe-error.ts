// What a log line may say of an error: its class, its code, PostgreSQL's SQLSTATE with the condition's
// name and the identifiers it names (table, column, constraint), and a short message with every value
// cut out. Never the driver's extras (PGlite hangs the query and its parameters on the error; node-
// postgres the detail, e.g. «Key (email)=(anna@example.ru) already exists»), never a body, never
// personal data: buyers' names, phones, e-mails and addresses, visitor ids, idempotency keys and
// tokens travel as parameters and values, and values are what is cut (152-ФЗ).

/** Names of the SQLSTATEs a store meets, for operators who do not know them by heart. */
const CONDITIONS: Record<string, string> = {
  '08000': 'connection_exception',
  '08003': 'connection_does_not_exist',
  '08006': 'connection_failure',
  '22001': 'string_data_right_truncation',
  '22P02': 'invalid_text_representation',
  '23502': 'not_null_violation',
  '23503': 'foreign_key_violation',
  '23505': 'unique_violation',
  '23514': 'check_violation',
  '25P02': 'in_failed_sql_transaction',
  '40001': 'serialization_failure',
  '40P01': 'deadlock_detected',
  '42P01': 'undefined_table',
  '42703': 'undefined_column',
  '53000': 'insufficient_resources',
  '53100': 'disk_full',
  '53200': 'out_of_memory',
  '53300': 'too_many_connections',
  '55P03': 'lock_not_available',
  '57014': 'query_canceled',
  '57P01': 'admin_shutdown',
  '57P02': 'crash_shutdown',
  '57P03': 'cannot_connect_now',
};

/** Longest message kept, after values are cut. */
const MESSAGE_CHARS = 160;

/** Causes followed down the chain. */
const CAUSES = 3;

/**
 * `text` with every value cut out: quoted strings, «Key (…)=(…)» details, e-mail addresses, UUIDs,
 * long tokens and long digit runs (phones, card numbers) become `…`; then shortened.
 */
export function withoutValues(text: string): string {
  const cut = text
    .replace(/\([^()]*\)=\([^()]*\)/g, '(…)=(…)')
    .replace(/"[^"]*"|'[^']*'|«[^»]*»|`[^`]*`/g, (quoted) => `${quoted[0]}…${quoted.at(-1)}`)
    .replace(/[^\s@"'«»()<>,;]+@[^\s@"'«»()<>,;]+/g, '…@…')
    .replace(/[A-Za-z0-9_.:~+/=-]{24,}/g, '…')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '…')
    .replace(/\+?\d[\d\s()-]{5,}\d/g, '…')
    .replace(/\s+/g, ' ')
    .trim();
  return cut.length > MESSAGE_CHARS ? `${cut.slice(0, MESSAGE_CHARS - 1)}…` : cut;
}

/** A field of `e` when it is a short identifier-like string (a table's, a column's, a code). */
function identifier(e: object, field: string): string | undefined {
  const value = (e as Record<string, unknown>)[field];
  return typeof value === 'string' && /^[\w.$-]{1,63}$/.test(value) ? value : undefined;
}

/** The error's class, as a reader knows it. */
function className(e: Error): string {
  if (e.name && e.name !== 'Error' && e.name !== 'error') return e.name;
  // The drivers' DatabaseError says `name = 'error'` (the protocol message's type), and PGlite's
  // bundle renames the class: a server's error is known by its severity.
  if (typeof (e as { severity?: unknown }).severity === 'string') return 'DatabaseError';
  const own = e.constructor?.name;
  return own && own !== 'Error' ? own : 'Error';
}

/** One error of a chain, without its cause. */
function describeOne(e: unknown): string {
  if (!(e instanceof Error)) return typeof e === 'string' ? withoutValues(e) : `thrown ${typeof e}`;
  const parts = [className(e)];
  const code = identifier(e, 'code');
  if (code !== undefined) {
    const sqlstate = /^[0-9A-Z]{5}$/.test(code) && /\d/.test(code);
    parts.push(
      sqlstate ? `sqlstate=${code}${CONDITIONS[code] ? ` (${CONDITIONS[code]})` : ''}` : `code=${code}`,
    );
  }
  for (const field of ['table', 'column', 'constraint'] as const) {
    const name = identifier(e, field);
    if (name !== undefined) parts.push(`${field}=${name}`);
  }
  const message = withoutValues(e.message);
  return message === '' ? parts.join(' ') : `${parts.join(' ')}: ${message}`;
}

/**
 * A one-line description of `error` fit for a log: class, code or SQLSTATE, the identifiers it names
 * and a short message without values, then each cause (`← …`). With `frames`, the top stack frames
 * (where in the code, never the message the stack starts with).
 */
export function describeError(error: unknown, options: { frames?: number } = {}): string {
  const chain: string[] = [];
  let e: unknown = error;
  for (let depth = 0; depth <= CAUSES && e !== undefined && e !== null; depth++) {
    chain.push(describeOne(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  let line = chain.join(' ← ');
  const frames = options.frames ?? 0;
  if (frames > 0 && error instanceof Error && typeof error.stack === 'string') {
    const at = error.stack
      .split('\n')
      .filter((l) => /^\s+at /.test(l))
      .slice(0, frames)
      // A frame is a place in the code (function, file, line), never data: kept as it is.
      .map((l) => l.trim().replace(/^at /, ''));
    if (at.length > 0) line += ` @ ${at.join(' < ')}`;
  }
  return line;
}
