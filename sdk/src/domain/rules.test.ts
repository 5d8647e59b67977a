import { describe, expect, it } from 'vitest';
import { citySchema } from '../contract/entities/city';
import { CITY_FIELDS, cityVersionTag, isStoredCityValid } from './city-version-tag';
import { clampHelperCount } from './clamp-helper-count';
import { displayName } from './display-name';
import { extractEmail } from './extract-email';
import { formatPhone, phoneHref } from './format-phone';
import { formatNumber, formatPrice } from './format-price';
import { isShownGroupHeading, menuColumns, menuHeight } from './mega-menu';
import { plural } from './plural';
import { ratingIcons, ratingLabel } from './rating-icons';
import { warrantyTitle } from './warranty-title';

const NBSP = '\u00a0';

describe('formatPhone (§5)', () => {
  it('keeps only digits and shows 10 digits after an optional 7 or 8 as +7 (xxx) xxx-xx-xx', () => {
    expect(formatPhone('8 (915) 123-45-67')).toBe('+7 (915) 123-45-67');
    expect(formatPhone('+7 915 1234567')).toBe('+7 (915) 123-45-67');
    expect(formatPhone('9151234567')).toBe('+7 (915) 123-45-67');
    expect(phoneHref('8 (915) 123-45-67')).toBe('tel:+79151234567');
  });
  it('gives an empty result for an invalid number', () => {
    for (const bad of ['', '12345', '+1 212 555 0100 1', '6 915 123 45 67', null, undefined])
      expect(formatPhone(bad)).toBe('');
  });
});

describe('extractEmail (§5)', () => {
  it('finds the token with an @ in the middle', () => {
    expect(extractEmail('Пишите: shop@verstak.ru, ответим')).toBe('shop@verstak.ru');
    expect(extractEmail('@handle and a@b')).toBe('a@b');
    expect(extractEmail('no address here @ all@')).toBeNull();
  });
});

describe('plural (§5)', () => {
  const forms = ['товар', 'товара', 'товаров'] as const;
  it.each([
    [1, 'товар'],
    [2, 'товара'],
    [4, 'товара'],
    [5, 'товаров'],
    [11, 'товаров'],
    [12, 'товаров'],
    [14, 'товаров'],
    [21, 'товар'],
    [22, 'товара'],
    [25, 'товаров'],
    [111, 'товаров'],
    [0, 'товаров'],
  ])('%i → %s', (n, form) => expect(plural(n, forms)).toBe(form));
});

describe('formatPrice and formatNumber (§5)', () => {
  it('writes roubles in the Russian locale without decimals', () => {
    expect(formatPrice(12990)).toBe(`12${NBSP}990${NBSP}₽`);
    expect(formatPrice(1234.6)).toBe(`1${NBSP}235${NBSP}₽`);
  });
  it('writes numbers with up to 2 decimals', () => {
    expect(formatNumber(1234.567)).toBe(`1${NBSP}234,57`);
    expect(formatNumber(10.8)).toBe('10,8');
  });
});

describe('cityVersionTag and isStoredCityValid (§3)', () => {
  const now = new Date(Date.UTC(2026, 10, 23, 12));
  const city = {
    id: 2,
    locationId: '0000073034',
    coordinates: [57.6, 39.9],
    name: 'Ярославль',
    subdomain: 'yaroslavl',
    kind: 'pickup',
    isDefault: false,
    code: 'yaroslavl',
    regionCode: '76',
    trackerCode: 'default',
    suggest: null,
    subdomainNameIm: 'Ярославль',
    subdomainNamePr: 'в Ярославле',
    phoneText: '',
    phoneNumber: '',
    phoneFooterText: '',
    phoneFooterNumber: '',
    schedule: '',
    dateUpdate: 'v4-2026-11',
  };
  it('tags the current UTC month', () => {
    expect(cityVersionTag(now)).toBe('v4-2026-11');
    expect(cityVersionTag(new Date(Date.UTC(2027, 0, 1, 0, 30)))).toBe('v4-2027-1');
  });
  it('accepts a stored city only when every field exists and the tag is this month’s', () => {
    expect(isStoredCityValid(city, now)).toBe(true);
    expect(isStoredCityValid({ ...city, dateUpdate: 'v4-2026-10' }, now)).toBe(false);
    const { schedule: _, ...withoutSchedule } = city;
    expect(isStoredCityValid(withoutSchedule, now)).toBe(false);
    expect(isStoredCityValid(null, now)).toBe(false);
  });
  it('checks exactly the fields of the city schema', () => {
    expect([...CITY_FIELDS].sort()).toEqual(Object.keys(citySchema.shape).sort());
  });
});

describe('displayName (§3)', () => {
  it('takes the first name, else the e-mail of a B2B user, else the formatted phone', () => {
    expect(displayName({ firstName: 'Иван', email: 'i@x.ru', phone: '89151234567' })).toBe('Иван');
    expect(displayName({ firstName: '', email: 'buh@firm.ru', isB2B: true, phone: '89151234567' })).toBe(
      'buh@firm.ru',
    );
    expect(displayName({ firstName: '', email: 'i@x.ru', isB2B: false, phone: '89151234567' })).toBe(
      '+7 (915) 1…',
    );
  });
  it('cuts a name longer than 12 characters to 10 plus an ellipsis', () => {
    expect(displayName({ firstName: 'Александрина' })).toBe('Александрина');
    expect(displayName({ firstName: 'Константинопольский' })).toBe('Константин…');
  });
});

describe('clampHelperCount (§5)', () => {
  it('floors and clamps to 0..99', () => {
    expect([-3, 0, 4.9, 99, 100, 1e6, Number.NaN, Number.POSITIVE_INFINITY].map(clampHelperCount)).toEqual([
      0, 0, 4, 99, 99, 99, 0, 99,
    ]);
  });
});

describe('ratingIcons and ratingLabel (§5)', () => {
  const active = (current: number, points?: number, count?: number) =>
    ratingIcons({ current, ...(points ? { points } : {}), ...(count ? { count } : {}) }).filter(
      (i) => i.active,
    ).length;
  it('lights icon n when n <= floor(round(current) / points * count)', () => {
    expect(active(4.4)).toBe(4);
    expect(active(4.5)).toBe(5);
    expect(active(0)).toBe(0);
    expect(active(7, 10, 5)).toBe(3);
    expect(ratingIcons({ current: 3 })).toHaveLength(5);
  });
  it('shows the number only above 0, with one decimal', () => {
    expect(ratingLabel(4)).toBe('4,0');
    expect(ratingLabel(4.46)).toBe('4,5');
    expect(ratingLabel(0)).toBe('');
  });
});

describe('warrantyTitle (§5)', () => {
  it('shows years above 24 months when they divide by 12, else months', () => {
    expect(warrantyTitle(12)).toBe('12 месяцев');
    expect(warrantyTitle(24)).toBe('24 месяца');
    expect(warrantyTitle(36)).toBe('3 года');
    expect(warrantyTitle(60)).toBe('5 лет');
    expect(warrantyTitle(30)).toBe('30 месяцев');
    expect(warrantyTitle(1)).toBe('1 месяц');
  });
});

describe('the mega-menu rules (§2.6)', () => {
  it('is 32 high per top-level child plus 32', () => {
    expect(menuHeight(10)).toBe(352);
  });
  it('hides a heading of «-»', () => {
    expect(isShownGroupHeading('-')).toBe(false);
    expect(isShownGroupHeading('Аккумуляторные')).toBe(true);
  });
  it('groups level 3 and splits it into two columns by half the count, rounded up', () => {
    const items = [
      { id: 1, group: 'A' },
      { id: 2, group: 'A' },
      { id: 3, group: 'B' },
      { id: 4, group: 'B' },
      { id: 5, group: 'C' },
    ];
    const [left, right] = menuColumns(items);
    expect(left.map((g) => g.heading)).toEqual(['A', 'B']);
    expect(right.map((g) => g.heading)).toEqual(['C']);
  });
});
