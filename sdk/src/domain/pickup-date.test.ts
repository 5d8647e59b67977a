import { describe, expect, it } from 'vitest';
import { parseSchedule, pickupPromise } from './pickup-date';

const SCHEDULE = 'Пн–Пт 8:00–20:00, Сб–Вс 9:00–18:00';
/** A Moscow wall-clock time as an instant: Moscow is UTC+3. */
const msk = (iso: string) => Date.parse(`${iso}+03:00`);

describe('pickupPromise (§2.2 stores/: a pickup date true for Moscow time and the shop hours)', () => {
  it('parses ranges of days, a daily schedule and a day off', () => {
    expect(parseSchedule(SCHEDULE)).toEqual([
      ...Array(5).fill({ opens: 480, closes: 1200 }),
      { opens: 540, closes: 1080 },
      { opens: 540, closes: 1080 },
    ]);
    expect(parseSchedule('Ежедневно 10:00–22:00')[6]).toEqual({ opens: 600, closes: 1320 });
    expect(parseSchedule('Пн–Сб 9:00–19:00, Вс выходной')[6]).toBeNull();
  });

  it('promises today while the order can be assembled before closing', () => {
    // Thursday 26 November 2026, 12:00 in Moscow.
    expect(pickupPromise(SCHEDULE, msk('2026-11-26T12:00:00'))).toMatchObject({
      date: '2026-11-26',
      daysAhead: 0,
      text: 'Самовывоз сегодня до 20:00',
      short: 'Самовывоз сегодня',
    });
    expect(pickupPromise(SCHEDULE, msk('2026-11-26T19:00:00'))?.daysAhead).toBe(0);
  });

  it('never promises today at 22:10 when the shop closed at 20:00: tomorrow from opening', () => {
    expect(pickupPromise(SCHEDULE, msk('2026-11-26T22:10:00'))).toMatchObject({
      date: '2026-11-27',
      daysAhead: 1,
      text: 'Самовывоз завтра с 8:00',
      short: 'Самовывоз завтра',
    });
    // Too late to assemble before closing (19:30 + an hour > 20:00).
    expect(pickupPromise(SCHEDULE, msk('2026-11-26T19:30:00'))?.date).toBe('2026-11-27');
  });

  it('reads the time in Moscow, not UTC: 21:30 UTC is already the next day there', () => {
    expect(pickupPromise(SCHEDULE, Date.parse('2026-11-26T21:30:00Z'))).toMatchObject({
      date: '2026-11-27',
      daysAhead: 0,
      text: 'Самовывоз сегодня с 8:00',
    });
  });

  it('before opening promises today from the opening hour', () => {
    expect(pickupPromise(SCHEDULE, msk('2026-11-26T06:00:00'))?.text).toBe('Самовывоз сегодня с 8:00');
  });

  it('uses the weekend hours and skips the days a shop is closed', () => {
    // Friday 27 November 2026, 21:00: Saturday opens at 9:00.
    expect(pickupPromise(SCHEDULE, msk('2026-11-27T21:00:00'))?.text).toBe('Самовывоз завтра с 9:00');
    // Saturday 18:30 with Sunday off: Monday 30 November.
    expect(pickupPromise('Пн–Сб 9:00–19:00, Вс выходной', msk('2026-11-28T18:30:00'))).toMatchObject({
      date: '2026-11-30',
      text: 'Самовывоз 30 ноября с 9:00',
    });
  });

  it('promises nothing for a schedule with no open day', () => {
    expect(pickupPromise('по записи', msk('2026-11-26T12:00:00'))).toBeNull();
  });
});
