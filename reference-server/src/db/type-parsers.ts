import { types } from '@electric-sql/pglite';

/** Turns PostgreSQL's text form of a value into its JS value. */
export type TypeParser = (text: string) => unknown;

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;
const INTERVAL = 1186;

/** Array type oid → element type oid, for the element types parsed below. */
const ARRAYS: Readonly<Record<number, number>> = {
  1016: INT8,
  1231: NUMERIC,
  1182: DATE,
  1115: TIMESTAMP,
  1185: TIMESTAMPTZ,
  1187: INTERVAL,
};

const TIMESTAMP_TEXT =
  /^(\d{4,})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(\.\d+)?(?:([+-])(\d\d)(?::?(\d\d))?(?::?(\d\d))?)?( BC)?$/;

/**
 * PostgreSQL's timestamp text as a Date. A timestamp without a zone is read as UTC, so the value does
 * not depend on the server process's TZ; ±infinity become ±Infinity, as PGlite's own parser does.
 */
function parseTimestamp(text: string): Date | number {
  if (text === 'infinity') return Number.POSITIVE_INFINITY;
  if (text === '-infinity') return Number.NEGATIVE_INFINITY;
  const m = TIMESTAMP_TEXT.exec(text);
  if (!m) throw new Error(`Unexpected timestamp from the database: ${text}`);
  const [, y, mo, d, h, mi, s, fraction, sign, oh, om, os, bc] = m;
  let year = Number(y);
  if (bc) year = 1 - year;
  const ms = fraction ? Math.round(Number(fraction) * 1000) : 0;
  const utc = new Date(0);
  utc.setUTCFullYear(year, Number(mo) - 1, Number(d));
  utc.setUTCHours(Number(h), Number(mi), Number(s), ms);
  const offsetSeconds = sign
    ? (sign === '-' ? -1 : 1) * (Number(oh) * 3600 + Number(om ?? 0) * 60 + Number(os ?? 0))
    : 0;
  return new Date(utc.getTime() - offsetSeconds * 1000);
}

/**
 * The one parser setup of both engines, so the same SQL gives the same JS values on PGlite and on
 * node-postgres: int8 and numeric are numbers (the store's counts and sums fit in a double), dates
 * stay 'YYYY-MM-DD' text (a calendar day has no time zone), timestamps are Dates, intervals text.
 * Types not listed are parsed alike by both already (int2/4, floats, bool, text, json, arrays of them).
 */
export const TYPE_PARSERS: Readonly<Record<number, TypeParser>> = {
  [INT8]: Number,
  [NUMERIC]: Number,
  [DATE]: (text) => text,
  [TIMESTAMP]: parseTimestamp,
  [TIMESTAMPTZ]: parseTimestamp,
  [INTERVAL]: (text) => text,
};

/** {@link TYPE_PARSERS} with their array types, for node-postgres (PGlite derives arrays itself). */
export function parserOf(oid: number): TypeParser | undefined {
  const own = TYPE_PARSERS[oid];
  if (own) return own;
  const element = ARRAYS[oid];
  const parse = element === undefined ? undefined : TYPE_PARSERS[element];
  return parse ? (text) => types.arrayParser(text, parse, oid) : undefined;
}
