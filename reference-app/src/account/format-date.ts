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

/**
 * A date of the account pages (ISO from the API) as «21 сентября 2026 г.», or «21.09.2026» in a
 * table; anything unreadable as it came.
 */
export function formatDate(value: string, style: 'long' | 'short' = 'long'): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  return (style === 'short' ? SHORT : LONG).format(time);
}
