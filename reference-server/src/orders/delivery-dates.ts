import { pickupPromise } from '@verstak/sdk/contract';
import { DEFAULT_SCHEDULE } from '../seed/cities-data';

// Delivery days and windows, in Moscow time (UTC+3 all year) from the injected clock, so tests move
// the clock rather than wait.

/** The courier's windows of a day; the first is the default (§5 '10:00 - 12:00'). */
export const DELIVERY_WINDOWS = [
  '10:00 - 12:00',
  '12:00 - 14:00',
  '14:00 - 16:00',
  '16:00 - 18:00',
  '18:00 - 20:00',
];
/** The default window (§5, §9). */
export const DEFAULT_DELIVERY_TIME = DELIVERY_WINDOWS[0] as string;
/** How many days ahead a courier can be booked. */
export const COURIER_DAYS = 7;

const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Moscow calendar day `days` after the one of `now`, as YYYY-MM-DD. */
export function moscowDate(now: number, days = 0): string {
  return new Date(now + MOSCOW_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** The days a courier can come (from tomorrow), each with its windows. */
export function courierDates(
  now: number,
): Array<{ date: string; windows: Array<{ from: string; to: string }> }> {
  const windows = DELIVERY_WINDOWS.map((w) => {
    const [from = '', to = ''] = w.split(' - ');
    return { from, to };
  });
  return Array.from({ length: COURIER_DAYS }, (_, i) => ({ date: moscowDate(now, i + 1), windows }));
}

/** Whether `date` and `time` are a day and window the courier offers now. */
export function isCourierSlot(now: number, date: string, time: string): boolean {
  return courierDates(now).some((d) => d.date === date) && DELIVERY_WINDOWS.includes(time);
}

/**
 * When a pickup order placed now is ready at a shop with `schedule`: the same rule as the product
 * page's promise (§2.2 stores/) — today while the shop can still assemble it before closing, else its
 * next open day, by Moscow time.
 */
export function pickupReadyDate(now: number, schedule: string = DEFAULT_SCHEDULE): string {
  return pickupPromise(schedule, now)?.date ?? moscowDate(now, 1);
}
