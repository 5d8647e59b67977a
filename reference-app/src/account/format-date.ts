const DATE = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  // One zone on the server and in the browser, so hydration sees the same text.
  timeZone: 'Europe/Moscow',
});

/** A date of the account pages (ISO from the API) as «21 сентября 2026 г.»; anything unreadable as it came. */
export function formatDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : DATE.format(time);
}
