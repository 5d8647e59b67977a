// Built on first use, not when the module loads: the orders' chunk comes with every page's request
// pipeline, and the first Intl formatter a page builds loads the locale's ICU data (~25 ms of one
// task here, 4× that on Lighthouse's phone) — a cost only a page that shows a delivery day should pay.
let formats: { day: Intl.DateTimeFormat; weekday: Intl.DateTimeFormat } | undefined;
function dayFormats() {
  formats ??= {
    day: new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
    weekday: new Intl.DateTimeFormat('ru-RU', { weekday: 'short', timeZone: 'UTC' }),
  };
  return formats;
}

/** A day as YYYY-MM-DD in words: «12 марта»; with `withWeekday` «пт, 12 марта». '' for a bad date. */
export function formatDay(iso: string, withWeekday = false): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return '';
  const { day, weekday } = dayFormats();
  return withWeekday ? `${weekday.format(date)}, ${day.format(date)}` : day.format(date);
}
