import { describe, expect, it } from 'vitest';
import type { CityRow } from '../cities/city-rows';
import { addressCity } from './delivery-city';

const city = (id: number, name: string, subdomain: string, kind: CityRow['kind']) =>
  ({ id, name, subdomain, kind }) as CityRow;
const CITIES = [
  city(1, 'Москва', 'moskva', 'pickup'),
  city(5, 'Владимир', 'vladimir', 'pickup'),
  city(10, 'Муром', 'murom', 'pickup'),
  city(12, 'Санкт-Петербург', 'spb', 'delivery'),
  city(13, 'Нижний Новгород', 'nizhniy-novgorod', 'delivery'),
  city(14, 'Ростов-на-Дону', 'rostov', 'delivery'),
];
const named = (address: string) => {
  const said = addressCity(address, CITIES);
  return said.kind === 'named' ? said.city.name : said;
};

describe('the city a delivery address names', () => {
  it('finds our city however the shopper writes it', () => {
    for (const address of [
      'Санкт-Петербург, Невский пр., 1',
      'г. Санкт-Петербург, Невский пр., д. 1',
      'г.Санкт-Петербург, Невский 1',
      'санкт петербург невский 1',
      'СПб, Невский проспект, 1',
      'Невский пр., 1, Питер',
      'С.-Петербург, Невский 1',
    ])
      expect(named(address), address).toBe('Санкт-Петербург');
    expect(named('Ростов-на-Дону, Большая Садовая, 1')).toBe('Ростов-на-Дону');
    expect(named('Н. Новгород, Большая Покровская, 2')).toBe('Нижний Новгород');
    expect(named('город Москва, ул. Ёлочная, 3')).toBe('Москва');
  });

  it('does not take a street named after a city, or a person, for the city', () => {
    for (const address of [
      'Московский проспект, 117',
      'ул. Владимирская, 5',
      'Муромская ул., 24',
      'Петербургское шоссе, 10',
      'ул. Г. Димитрова, 7',
      'пр. Владимира Высоцкого, 3',
      'ул. Ленина, д. 1, корп. 2г, кв. 7',
    ])
      expect(addressCity(address, CITIES), address).toEqual({ kind: 'none' });
  });

  it('says when the address names two of our cities, or a town we do not deliver to', () => {
    expect(addressCity('Москва, Невский пр., 1, Санкт-Петербург', CITIES)).toEqual({
      kind: 'several',
      names: ['Москва', 'Санкт-Петербург'],
    });
    expect(addressCity('г. Владивосток, ул. Светланская, 1', CITIES)).toEqual({
      kind: 'unknown',
      name: 'Владивосток',
    });
    expect(addressCity('Московская обл., г. Химки, ул. Мира, 5', CITIES)).toEqual({
      kind: 'unknown',
      name: 'Химки',
    });
  });
});
