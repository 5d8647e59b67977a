import { describe, expect, it } from 'vitest';
import { cityNameMatches, foldCityName } from './city-rows';

describe('the city search (§4.3 select-city)', () => {
  it('folds case and «ё» the Russian way', () => {
    expect(foldCityName('  ЁЛКИ  Палки ')).toBe('елки палки');
    expect(foldCityName('Орёл')).toBe(foldCityName('орел'));
  });

  it('finds a city by the start of its name or of any of its words, in any case, «ё» = «е»', () => {
    expect(cityNameMatches('Ярославль', 'яросл')).toBe(true);
    expect(cityNameMatches('Ярославль', 'ЯРОСЛ')).toBe(true);
    expect(cityNameMatches('Нижний Новгород', 'новгор')).toBe(true);
    expect(cityNameMatches('Переславль-Залесский', 'залес')).toBe(true);
    expect(cityNameMatches('Ростов-на-Дону', 'ростов-на')).toBe(true);
    expect(cityNameMatches('Орёл', 'орел')).toBe(true);
    expect(cityNameMatches('Орел', 'Орёл')).toBe(true);
  });

  it('does not find a city by the middle of a word, and an empty query finds every city', () => {
    expect(cityNameMatches('Ярославль', 'славль')).toBe(false);
    expect(cityNameMatches('Москва', 'ква')).toBe(false);
    expect(cityNameMatches('Москва', '   ')).toBe(true);
  });
});
