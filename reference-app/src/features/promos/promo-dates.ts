// Promotion days are Moscow calendar days (YYYY-MM-DD): formatted as the day itself, whatever the
// browser's zone, so the server and the browser print the same text.
const DAY = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const DAY_YEAR = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const at = (day: string) => new Date(`${day}T00:00:00Z`);

/** «с 17 ноября по 8 декабря 2026 г.»; the first year too when the two differ. */
export function promoDates(from: string, to: string): string {
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `с ${(sameYear ? DAY : DAY_YEAR).format(at(from))} по ${DAY_YEAR.format(at(to))}`;
}

/** «8 декабря 2026 г.» */
export function promoDay(day: string): string {
  return DAY_YEAR.format(at(day));
}
