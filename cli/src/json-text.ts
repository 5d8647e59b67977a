import { moscowIso } from './moscow-time';

/** A timestamp as the API writes it: ISO 8601 in UTC, with or without milliseconds. */
const UTC_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;

/**
 * What every `--json` answer prints: the value as indented JSON, every timestamp in one format
 * (ISO 8601 with Moscow's offset, see {@link moscowIso}); dates without a time stay `YYYY-MM-DD`.
 */
export function jsonText(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, v: unknown) => (typeof v === 'string' && UTC_TIMESTAMP.test(v) ? moscowIso(v) : v),
    2,
  );
}
