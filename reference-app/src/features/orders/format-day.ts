const day = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const weekday = new Intl.DateTimeFormat('ru-RU', { weekday: 'short', timeZone: 'UTC' });

/** A day as YYYY-MM-DD in words: «12 марта»; with `withWeekday` «пт, 12 марта». '' for a bad date. */
export function formatDay(iso: string, withWeekday = false): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return '';
  return withWeekday ? `${weekday.format(date)}, ${day.format(date)}` : day.format(date);
}
