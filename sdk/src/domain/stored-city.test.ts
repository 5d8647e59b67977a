import { describe, expect, it } from 'vitest';
import type { City } from '../api/api-types';
import {
  CITY_COOKIE_MAX_LENGTH,
  cityBaseRequest,
  cityConfirmedCookieLine,
  cityCookieLine,
  parseCityCookie,
  storedCityMatches,
  validStoredCity,
} from './stored-city';

const ALL = ['city', 'menu', 'user', 'basket'] as const;
/** Noon of 15 November 2026, UTC: the tag is v4-2026-11. */
const NOVEMBER = new Date(Date.UTC(2026, 10, 15, 12));

const yaroslavl: City = {
  id: 2,
  locationId: '0000002',
  coordinates: [57.6261, 39.8845],
  name: 'Ярославль',
  subdomain: 'yaroslavl',
  kind: 'pickup',
  isDefault: false,
  code: 'yaroslavl',
  regionCode: '76',
  trackerCode: 'yar',
  suggest: null,
  subdomainNameIm: 'Ярославль',
  subdomainNamePr: 'в Ярославле',
  phoneText: 'Телефон',
  phoneNumber: '+74852000000',
  phoneFooterText: 'Ярославль',
  phoneFooterNumber: '+74852000000',
  schedule: 'с 8:00 до 20:00',
  dateUpdate: 'v4-2026-11',
};
/** The cookie's value as the browser keeps it. */
const cookieValue = (city: unknown) => encodeURIComponent(JSON.stringify(city));

describe('the stored city (§3, §4.3)', () => {
  it('is valid with every field and this UTC month’s tag', () => {
    expect(validStoredCity(yaroslavl, NOVEMBER)).toEqual(yaroslavl);
    // 23:30 on 30 November in Moscow is still November in UTC; 1 December 00:00 UTC is not.
    expect(validStoredCity(yaroslavl, new Date(Date.UTC(2026, 10, 30, 23, 59)))).not.toBeNull();
    expect(validStoredCity(yaroslavl, new Date(Date.UTC(2026, 11, 1)))).toBeNull();
  });

  it('is invalid with a field missing, last month’s tag or a forged field type', () => {
    const { schedule: _gone, ...partial } = yaroslavl;
    expect(validStoredCity(partial, NOVEMBER)).toBeNull();
    expect(validStoredCity({ ...yaroslavl, dateUpdate: 'v4-2026-10' }, NOVEMBER)).toBeNull();
    expect(validStoredCity({ ...yaroslavl, name: { toString: 'x' } }, NOVEMBER)).toBeNull();
    expect(validStoredCity({ ...yaroslavl, subdomain: 'evil.example/' }, NOVEMBER)).toBeNull();
    expect(validStoredCity({ ...yaroslavl, locationId: '../../x' }, NOVEMBER)).toBeNull();
    expect(validStoredCity({ ...yaroslavl, name: 'Я'.repeat(201) }, NOVEMBER)).toBeNull();
    expect(validStoredCity(null, NOVEMBER)).toBeNull();
    expect(validStoredCity('Ярославль', NOVEMBER)).toBeNull();
  });

  it('a valid one stays current: the base call leaves `city` out and sends its locationId', () => {
    expect(cityBaseRequest(yaroslavl, ALL, NOVEMBER)).toEqual({
      city: yaroslavl,
      currentCity: '0000002',
      select: ['menu', 'user', 'basket'],
    });
  });

  it('a stale one adds `city` to the select with the old locationId, so the server’s city becomes current', () => {
    const december = new Date(Date.UTC(2026, 11, 1, 0, 0, 1));
    expect(cityBaseRequest(yaroslavl, ['menu'], december)).toEqual({
      city: null,
      currentCity: '0000002',
      select: ['menu', 'city'],
    });
    expect(cityBaseRequest({ locationId: '0000005' }, ALL, NOVEMBER)).toEqual({
      city: null,
      currentCity: '0000005',
      select: [...ALL],
    });
  });

  it('a missing or forged one sends no locationId and asks the server for the city', () => {
    expect(cityBaseRequest(null, ALL, NOVEMBER).currentCity).toBeUndefined();
    expect(cityBaseRequest({ locationId: 'x'.repeat(33) }, ALL, NOVEMBER).currentCity).toBeUndefined();
    expect(cityBaseRequest({ locationId: 7 }, ALL, NOVEMBER).currentCity).toBeUndefined();
  });
});

describe('the stored city against the server’s record (issue 19)', () => {
  it('matches the server’s record of its locationId field for field, whatever the order of its keys', () => {
    const reordered = Object.fromEntries(Object.entries(yaroslavl).reverse()) as unknown as City;
    expect(storedCityMatches(reordered, yaroslavl)).toBe(true);
  });

  it('does not match when a shown text, the id or the coordinates were forged', () => {
    for (const forged of [
      { ...yaroslavl, name: 'Хакерград' },
      { ...yaroslavl, phoneNumber: '+70000000000' },
      { ...yaroslavl, subdomainNamePr: 'в Хакерграде' },
      { ...yaroslavl, id: 3 },
      { ...yaroslavl, coordinates: [0, 0] as [number, number] },
      { ...yaroslavl, suggest: { name: 'Москва', locationId: '0000001' } },
    ])
      expect(storedCityMatches(forged, yaroslavl), JSON.stringify(forged).slice(0, 80)).toBe(false);
  });
});

describe('the city cookies (§4.3, §9)', () => {
  it('keeps the city’s fields as JSON for one year, on the cookie domain when given', () => {
    const line = cityCookieLine({ ...yaroslavl, extra: 'dropped' } as City, 'verstak.example');
    expect(line).toMatch(/^city=[^;]+; Path=\/; Max-Age=31536000; SameSite=Lax; Domain=verstak\.example$/);
    const value = line.slice('city='.length, line.indexOf(';'));
    expect(parseCityCookie(value)).toEqual(yaroslavl);
    expect(cityConfirmedCookieLine()).toBe('cityConfirmed=1; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('reads a broken, huge or malformed cookie as no city, never throwing', () => {
    expect(parseCityCookie(cookieValue(yaroslavl))).toEqual(yaroslavl);
    expect(parseCityCookie('%7B%22id')).toBeNull();
    expect(parseCityCookie('%E0%A4%A')).toBeNull();
    expect(parseCityCookie(cookieValue({ name: 'x'.repeat(CITY_COOKIE_MAX_LENGTH) }))).toBeNull();
    expect(parseCityCookie(undefined)).toBeNull();
    expect(parseCityCookie('')).toBeNull();
  });
});
