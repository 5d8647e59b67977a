import { describe, expect, it } from 'vitest';
import type { City } from '../api/api-types';
import {
  agreeToCity,
  CONFIRM_CITY_DELAY_MS,
  disagreeWithCity,
  SELECT_CITY_AFTER_DISAGREE_MS,
  scheduleCityConfirm,
  suggestedCity,
} from './city-confirmation';

/** A clock moved by hand: `advance(ms)` runs what falls due. */
function manualClock() {
  let now = 0;
  let next = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    setTimeout(fn: () => void, ms: number) {
      timers.set(++next, { at: now + ms, fn });
      return next;
    },
    clearTimeout(handle: unknown) {
      timers.delete(handle as number);
    },
    advance(ms: number) {
      now += ms;
      for (const [id, t] of [...timers].sort((a, b) => a[1].at - b[1].at))
        if (t.at <= now) {
          timers.delete(id);
          t.fn();
        }
    },
  };
}

describe('the confirm-city modal opens by itself (§2.9, §4.3, §9)', () => {
  it('200 ms after loading has finished, while the city is unconfirmed', () => {
    const clock = manualClock();
    let loaded: () => void = () => undefined;
    let opened = 0;
    scheduleCityConfirm({
      isConfirmed: () => false,
      whenLoaded: (done) => {
        loaded = done;
        return () => undefined;
      },
      clock,
      open: () => opened++,
    });
    clock.advance(5000);
    expect(opened).toBe(0);
    loaded();
    clock.advance(CONFIRM_CITY_DELAY_MS - 1);
    expect(opened).toBe(0);
    clock.advance(1);
    expect(opened).toBe(1);
  });

  it('not for a confirmed city, nor once confirmed in the meantime, nor after a stop', () => {
    const clock = manualClock();
    let opened = 0;
    const now = (done: () => void) => {
      done();
      return () => undefined;
    };
    scheduleCityConfirm({ isConfirmed: () => true, whenLoaded: now, clock, open: () => opened++ });
    let confirmed = false;
    scheduleCityConfirm({ isConfirmed: () => confirmed, whenLoaded: now, clock, open: () => opened++ });
    confirmed = true;
    clock.advance(CONFIRM_CITY_DELAY_MS);
    const stop = scheduleCityConfirm({
      isConfirmed: () => false,
      whenLoaded: now,
      clock,
      open: () => opened++,
    });
    stop();
    clock.advance(CONFIRM_CITY_DELAY_MS);
    expect(opened).toBe(0);
  });
});

describe('the answers to «Ваш город — …» (§4.3)', () => {
  const city = (over: Partial<City>) =>
    ({ id: 1, name: 'Москва', locationId: '1', suggest: null, ...over }) as City;

  it('asks about the suggested city, else the current one', () => {
    expect(suggestedCity(city({ suggest: { name: 'Ярославль', locationId: '2' } }))).toEqual({
      name: 'Ярославль',
      locationId: '2',
    });
    expect(suggestedCity(city({}))).toEqual({ name: 'Москва', locationId: '1' });
  });

  it('«Да, верно» fetches the suggested city by locationId, makes it current, confirms, closes, then goes there', async () => {
    const steps: string[] = [];
    await agreeToCity(
      { locationId: '2' },
      {
        getCity: async (id) => {
          steps.push(`get ${id}`);
          return city({ id: 2, name: 'Ярославль', locationId: id });
        },
        setCurrent: (c) => steps.push(`current ${c.name}`),
        confirm: () => steps.push('confirm'),
        close: () => steps.push('close'),
        goToCity: () => steps.push('go'),
      },
    );
    expect(steps).toEqual(['get 2', 'current Ярославль', 'confirm', 'close', 'go']);
  });

  it('a suggested city without an id is not made current, but the city is still confirmed', async () => {
    const steps: string[] = [];
    await agreeToCity(
      { locationId: '2' },
      {
        getCity: async () => city({ id: 0 }),
        setCurrent: () => steps.push('current'),
        confirm: () => steps.push('confirm'),
        close: () => steps.push('close'),
        goToCity: () => steps.push('go'),
      },
    );
    expect(steps).toEqual(['confirm', 'close', 'go']);
  });

  it('«Нет, другой» closes, waits 500 ms, then opens the select-city modal', () => {
    const clock = manualClock();
    const steps: string[] = [];
    disagreeWithCity({ close: () => steps.push('close'), openSelect: () => steps.push('select'), clock });
    expect(steps).toEqual(['close']);
    clock.advance(SELECT_CITY_AFTER_DISAGREE_MS - 1);
    expect(steps).toEqual(['close']);
    clock.advance(1);
    expect(steps).toEqual(['close', 'select']);
  });
});
