// One zone on the server and in the browser, so hydration sees the same text.
const LONG = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
});
const SHORT = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
});
const WITH_TIME = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Moscow',
});
const STYLES = { long: LONG, short: SHORT, time: WITH_TIME } as const;

/**
 * A date of the account pages (ISO from the API) as «21 сентября 2026 г.», «21.09.2026» in a table,
 * or «21 сентября 2026 г. в 14:05» with the time; anything unreadable as it came.
 */
export function formatDate(value: string, style: keyof typeof STYLES = 'long'): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  return STYLES[style].format(time);
}
