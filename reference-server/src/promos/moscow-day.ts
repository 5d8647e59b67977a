// Promotions run by whole days of Moscow time (UTC+3 all year since 2014): a promotion whose last
// day is 30 November ends when 1 December begins in Moscow, 21:00 UTC on the 30th, wherever the
// shopper or the server is.

const MOSCOW_OFFSET_MS = 3 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** The Moscow calendar day of an instant, YYYY-MM-DD. */
export function moscowDay(now: number): string {
  return new Date(now + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

/** A day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a promotion whose last day is `day` ends: the next Moscow midnight, ISO 8601 with the offset. */
export function endOfMoscowDay(day: string): string {
  return `${addDays(day, 1)}T00:00:00+03:00`;
}

/** The instant a Moscow day begins, ISO 8601 with the offset. */
export function startOfMoscowDay(day: string): string {
  return `${day}T00:00:00+03:00`;
}
