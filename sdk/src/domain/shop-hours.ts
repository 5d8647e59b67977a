// Whether a shop is open now and when it opens (§3 Shop schedule, §2.1 /shops/): one rule for the
// shops' list, map and page, read from the same schedule text the pickup promise reads
// (pickup-date.ts), in Moscow time (UTC+3 all year round).

import { type DayHours, parseSchedule } from './pickup-date';

const MOSCOW_OFFSET_MS = 180 * 60_000;
const DAY_SHORT = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const;
/** «в понедельник», «во вторник»…: the day a closed shop opens on, as a sentence says it. */
const ON_DAY = [
  'в понедельник',
  'во вторник',
  'в среду',
  'в четверг',
  'в пятницу',
  'в субботу',
  'в воскресенье',
] as const;
const MINUTES_IN_DAY = 24 * 60;

const hhmm = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** A shop's hours on one weekday as a shopper reads them. */
export interface WeekdayHours {
  /** «Пн» … «Вс». */
  day: string;
  /** «8:00–20:00», «круглосуточно» or «выходной». */
  hours: string;
  /** Whether this is today in Moscow. */
  today: boolean;
}

/** Whether a shop is open at an instant, and the one line that says so. */
export interface ShopOpenState {
  open: boolean;
  /** «Открыто до 20:00», «Открыто круглосуточно», «Закрыто, откроется в 9:00», «Закрыто, откроется завтра в 8:00», «Временно не работает». */
  text: string;
}

const dayText = (hours: DayHours) =>
  hours === null
    ? 'выходной'
    : hours.opens === 0 && hours.closes >= MINUTES_IN_DAY
      ? 'круглосуточно'
      : `${hhmm(hours.opens)}–${hhmm(hours.closes)}`;

/** Moscow's weekday (0 Monday) and minute of the day at `now` (ms since the epoch). */
function moscowClock(now: number): { weekday: number; minute: number } {
  const moscow = new Date(now + MOSCOW_OFFSET_MS);
  return {
    weekday: (moscow.getUTCDay() + 6) % 7,
    minute: moscow.getUTCHours() * 60 + moscow.getUTCMinutes(),
  };
}

/** The shop's hours for each weekday, Monday first, with today (Moscow, at `now`) marked. */
export function weekHours(schedule: string, now: number): WeekdayHours[] {
  const { weekday } = moscowClock(now);
  return parseSchedule(schedule).map((hours, d) => ({
    day: DAY_SHORT[d] ?? '',
    hours: dayText(hours),
    today: d === weekday,
  }));
}

/**
 * Whether a shop with `schedule` is open at `now` (Moscow time) and when it closes or opens next.
 * A shop that is not `opened` (closed for a while), or whose schedule names no open day, says so
 * instead. Hours are [opens, closes): a shop closing at 20:00 is closed at 20:00 sharp.
 */
export function shopOpenState(schedule: string, now: number, opened = true): ShopOpenState {
  const week = parseSchedule(schedule);
  if (!opened || week.every((d) => d === null)) return { open: false, text: 'Временно не работает' };
  const { weekday, minute } = moscowClock(now);
  const today = week[weekday] ?? null;
  if (today && minute >= today.opens && minute < today.closes) {
    if (today.opens === 0 && today.closes >= MINUTES_IN_DAY) {
      const tomorrow = week[(weekday + 1) % 7];
      // Open round the clock today and tomorrow from midnight: no closing to name.
      if (tomorrow && tomorrow.opens === 0) return { open: true, text: 'Открыто круглосуточно' };
    }
    return { open: true, text: `Открыто до ${hhmm(today.closes)}` };
  }
  if (today && minute < today.opens)
    return { open: false, text: `Закрыто, откроется в ${hhmm(today.opens)}` };
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = (weekday + ahead) % 7;
    const hours = week[day];
    if (!hours) continue;
    const when = ahead === 1 ? 'завтра' : ON_DAY[day];
    return { open: false, text: `Закрыто, откроется ${when} в ${hhmm(hours.opens)}` };
  }
  return { open: false, text: 'Временно не работает' };
}
