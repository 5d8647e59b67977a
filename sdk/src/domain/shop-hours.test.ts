import { describe, expect, it } from 'vitest';
import { shopOpenState, weekHours } from './shop-hours';

const SCHEDULE = 'Пн–Пт 8:00–20:00, Сб–Вс 9:00–18:00';
const SUNDAY_OFF = 'Пн–Сб 9:00–19:00, Вс выходной';
/** A Moscow wall-clock time as an instant: Moscow is UTC+3. */
const msk = (iso: string) => Date.parse(`${iso}+03:00`);

describe('shopOpenState (§2.1 /shops/: open now by Moscow time and the shop schedule)', () => {
  it('is open within the hours and names the closing time', () => {
    // Thursday 26 November 2026.
    expect(shopOpenState(SCHEDULE, msk('2026-11-26T12:00:00'))).toEqual({
      open: true,
      text: 'Открыто до 20:00',
    });
    expect(shopOpenState(SCHEDULE, msk('2026-11-26T08:00:00')).open).toBe(true);
  });

  it('is closed at closing time sharp and opens tomorrow', () => {
    expect(shopOpenState(SCHEDULE, msk('2026-11-26T20:00:00'))).toEqual({
      open: false,
      text: 'Закрыто, откроется завтра в 8:00',
    });
  });

  it('before opening says today’s opening hour', () => {
    expect(shopOpenState(SCHEDULE, msk('2026-11-26T07:59:00'))).toEqual({
      open: false,
      text: 'Закрыто, откроется в 8:00',
    });
  });

  it('reads the day by Moscow time, not UTC, around midnight', () => {
    // Friday 23:30 UTC is Saturday 02:30 in Moscow: Saturday opens at 9:00, not Friday's 8:00.
    expect(shopOpenState(SCHEDULE, Date.parse('2026-11-27T23:30:00Z'))).toEqual({
      open: false,
      text: 'Закрыто, откроется в 9:00',
    });
    // 23:59 on Friday in Moscow: tomorrow (Saturday) at 9:00.
    expect(shopOpenState(SCHEDULE, msk('2026-11-27T23:59:00')).text).toBe('Закрыто, откроется завтра в 9:00');
  });

  it('skips a closed day: after Saturday’s closing a Sunday-off shop opens on Monday', () => {
    // Saturday 28 November 2026, 19:00, and all of Sunday 29th.
    expect(shopOpenState(SUNDAY_OFF, msk('2026-11-28T19:00:00')).text).toBe(
      'Закрыто, откроется в понедельник в 9:00',
    );
    expect(shopOpenState(SUNDAY_OFF, msk('2026-11-29T13:00:00'))).toEqual({
      open: false,
      text: 'Закрыто, откроется завтра в 9:00',
    });
  });

  it('says round the clock when it never closes, and not working when closed for a while', () => {
    expect(shopOpenState('Ежедневно 0:00–24:00', msk('2026-11-26T03:00:00'))).toEqual({
      open: true,
      text: 'Открыто круглосуточно',
    });
    expect(shopOpenState(SCHEDULE, msk('2026-11-26T12:00:00'), false)).toEqual({
      open: false,
      text: 'Временно не работает',
    });
    expect(shopOpenState('по записи', msk('2026-11-26T12:00:00')).text).toBe('Временно не работает');
  });
});

describe('weekHours', () => {
  it('lists every weekday Monday first with today marked in Moscow time', () => {
    // Sunday 29 November 2026, 01:00 in Moscow (Saturday 22:00 UTC).
    const week = weekHours(SUNDAY_OFF, msk('2026-11-29T01:00:00'));
    expect(week.map((d) => `${d.day} ${d.hours}`)).toEqual([
      'Пн 9:00–19:00',
      'Вт 9:00–19:00',
      'Ср 9:00–19:00',
      'Чт 9:00–19:00',
      'Пт 9:00–19:00',
      'Сб 9:00–19:00',
      'Вс выходной',
    ]);
    expect(week.filter((d) => d.today).map((d) => d.day)).toEqual(['Вс']);
  });
});
