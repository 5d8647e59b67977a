const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Moscow',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment as support reads it: `2026-11-24 22:58`, in Moscow time, the store's clock (the
 * storefront shows its dates in Moscow time too); an unreadable value as it came.
 */
export function moscowTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** Moscow's offset from UTC: +03:00 all year since 2014. */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * A moment as `--json` writes every timestamp: ISO 8601 in Moscow time with its offset and
 * milliseconds, `2026-11-25T01:58:00.000+03:00` (the same instant as the API's `…Z`, and the same
 * clock as the tables); an unreadable value as it came.
 */
export function moscowIso(iso: string): string {
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms)) return iso;
  return new Date(ms + MOSCOW_OFFSET_MS).toISOString().replace('Z', '+03:00');
}
