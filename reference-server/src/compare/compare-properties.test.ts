import { describe, expect, it } from 'vitest';
import type { PropertyInfo } from '../catalog/properties';
import { type ComparedProduct, compareProperties, MISSING_VALUE } from './compare-properties';

const property = (code: string, sort: number, extra: Partial<PropertyInfo> = {}): PropertyInfo => ({
  id: sort,
  code,
  title: code.toUpperCase(),
  type: 'int',
  unit: '',
  sort,
  variants: [],
  ...extra,
});

const price = property('price', 1, { title: 'Цена', unit: '₽' });
const brand = property('brand', 2, { title: 'Производитель', type: 'enum' });
const voltage = property('voltage', 3, { title: 'Напряжение', type: 'float', unit: 'В' });
const chuck = property('chuck', 4, {
  title: 'Тип патрона',
  type: 'enum',
  variants: [
    { value: 'sds-plus', title: 'SDS-plus' },
    { value: 'klyuchevoy', title: 'Ключевой' },
  ],
});
const weight = property('weight', 9, { title: 'Вес', type: 'float', unit: 'кг' });
const inCase = property('in-case', 7, {
  title: 'В кейсе',
  type: 'bool',
  variants: [
    { value: 'yes', title: 'Да' },
    { value: 'no', title: 'Нет' },
  ],
});
const all = new Map([price, brand, voltage, chuck, weight, inCase].map((p) => [p.code, p]));

const drill = (id: number, price: number, props: ComparedProduct['props']): ComparedProduct => ({
  id,
  price,
  brandTitle: id === 1 ? 'Makita' : 'Bosch',
  props: { brand: id === 1 ? 'makita' : 'bosch', ...props },
});

describe('compareProperties (§3 compare state)', () => {
  const products = [
    drill(1, 12990, { voltage: 18, chuck: 'sds-plus', weight: 1.45, 'in-case': 'yes' }),
    drill(2, 12990, { voltage: 18, chuck: 'klyuchevoy' }),
  ];
  const { important, additional } = compareProperties(products, [price, brand, voltage, chuck], all);

  it.each([
    ['price', { 1: '12\u00a0990\u00a0₽', 2: '12\u00a0990\u00a0₽' }, false],
    ['brand', { 1: 'Makita', 2: 'Bosch' }, true],
    ['voltage', { 1: '18 В', 2: '18 В' }, false],
    ['chuck', { 1: 'SDS-plus', 2: 'Ключевой' }, true],
  ])(
    'important %s: values with units, keyed by product id, and whether they differ',
    (code, values, differs) => {
      const row = important.find((p) => p.code === code);
      expect(row?.values).toEqual(values);
      expect(row?.differs).toBe(differs);
    },
  );

  it('keeps the section’s filter properties in their order as the important ones', () => {
    expect(important.map((p) => p.title)).toEqual(['Цена', 'Производитель', 'Напряжение', 'Тип патрона']);
  });

  it('puts every other property a product carries in the additional ones, in property order, with — where missing', () => {
    expect(additional).toEqual([
      { code: 'in-case', title: 'В кейсе', values: { 1: 'Да', 2: MISSING_VALUE }, differs: true },
      { code: 'weight', title: 'Вес', values: { 1: '1,45 кг', 2: MISSING_VALUE }, differs: true },
    ]);
  });

  it('says nothing differs for one product, and has no rows without products', () => {
    const one = compareProperties([products[0] as ComparedProduct], [price, chuck], all);
    expect(one.important.every((p) => !p.differs)).toBe(true);
    expect(compareProperties([], [price], all)).toEqual({
      important: [{ code: 'price', title: 'Цена', values: {}, differs: false }],
      additional: [],
    });
  });

  it('leaves out a property code the store does not know', () => {
    expect(compareProperties([drill(3, 100, { mystery: 5 })], [], all).additional).toEqual([]);
  });
});
