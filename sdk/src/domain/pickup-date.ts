// When a product on a shop's shelf can be picked up (§2.2 stores/): by the shop's schedule in Moscow
// time. «Самовывоз сегодня» is promised only while there is time to assemble the order before the
// shop closes; after that the promise is the shop's next open day, never a day it is closed.

/** Minutes the shop needs from the order to the pickup: an order placed later than this before closing waits for the next open day. */
export const PICKUP_ASSEMBLY_MINUTES = 60;
/** Moscow time is UTC+3 all year round. */
const MOSCOW_OFFSET_MINUTES = 180;
const DAY_NAMES = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const;
const MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

/** A shop's hours on one weekday, in minutes from midnight; null: closed. */
export type DayHours = { opens: number; closes: number } | null;

/**
 * A schedule such as «Пн–Пт 8:00–20:00, Сб–Вс 9:00–18:00» (or «Ежедневно 9:00–21:00», «Вс выходной»)
 * as hours by weekday, Monday first. A day the text does not name is closed.
 */
export function parseSchedule(text: string): DayHours[] {
  const week: DayHours[] = [null, null, null, null, null, null, null];
  for (const part of text.split(/[,;]/)) {
    const m =
      /^\s*(Ежедневно|Пн|Вт|Ср|Чт|Пт|Сб|Вс)(?:\s*[–-]\s*(Пн|Вт|Ср|Чт|Пт|Сб|Вс))?\s*:?\s*(?:(\d{1,2})[:.](\d{2})\s*[–-]\s*(\d{1,2})[:.](\d{2})|(выходной))\s*$/i.exec(
        part,
      );
    if (!m) continue;
    const [, first = '', last, oh, om, ch, cm, off] = m;
    const from = first.toLowerCase() === 'ежедневно' ? 0 : (DAY_NAMES as readonly string[]).indexOf(first);
    const to =
      first.toLowerCase() === 'ежедневно' ? 6 : last ? (DAY_NAMES as readonly string[]).indexOf(last) : from;
    if (from < 0 || to < 0) continue;
    const hours: DayHours = off
      ? null
      : { opens: Number(oh) * 60 + Number(om), closes: Number(ch) * 60 + Number(cm) };
    if (hours && hours.closes <= hours.opens) continue;
    for (let d = from; ; d = (d + 1) % 7) {
      week[d] = hours;
      if (d === to) break;
    }
  }
  return week;
}

/** When an order can be picked up: the day (YYYY-MM-DD, Moscow), from what time, and how a shopper reads it. */
export interface PickupPromise {
  date: string;
  /** Minutes from midnight the order is ready from. */
  readyFrom: number;
  /** 0 today, 1 tomorrow, … */
  daysAhead: number;
  /** «Самовывоз сегодня до 20:00», «Самовывоз завтра с 9:00», «Самовывоз 2 декабря с 9:00». */
  text: string;
  /** «Самовывоз сегодня», «Самовывоз завтра», «Самовывоз 2 декабря»: a card's short promise. */
  short: string;
}

const hhmm = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The pickup promise of goods on a shop's shelf, ordered at `now` (ms since the epoch), by the shop's
 * `schedule`; null when the schedule names no open day. `assemblyMinutes` is the time the shop needs.
 */
export function pickupPromise(
  schedule: string,
  now: number,
  assemblyMinutes = PICKUP_ASSEMBLY_MINUTES,
): PickupPromise | null {
  const week = parseSchedule(schedule);
  const moscow = new Date(now + MOSCOW_OFFSET_MINUTES * 60_000);
  const minute = moscow.getUTCHours() * 60 + moscow.getUTCMinutes();
  const weekday = (moscow.getUTCDay() + 6) % 7;
  for (let ahead = 0; ahead < 8; ahead++) {
    const hours = week[(weekday + ahead) % 7];
    if (!hours) continue;
    const earliest = ahead === 0 ? Math.max(minute + assemblyMinutes, hours.opens) : hours.opens;
    if (earliest > hours.closes) continue;
    const day = new Date(
      Date.UTC(moscow.getUTCFullYear(), moscow.getUTCMonth(), moscow.getUTCDate() + ahead),
    );
    const date = day.toISOString().slice(0, 10);
    const when =
      ahead === 0 ? 'сегодня' : ahead === 1 ? 'завтра' : `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
    const text =
      ahead === 0 && earliest <= hours.opens + assemblyMinutes && minute < hours.opens
        ? `Самовывоз сегодня с ${hhmm(earliest)}`
        : ahead === 0
          ? `Самовывоз сегодня до ${hhmm(hours.closes)}`
          : `Самовывоз ${when} с ${hhmm(earliest)}`;
    return { date, readyFrom: earliest, daysAhead: ahead, text, short: `Самовывоз ${when}` };
  }
  return null;
}
