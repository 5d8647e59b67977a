import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FilterValue } from '../api/api-types';
import {
  buildFilterPath,
  type FilterDefinitionItem,
  FilterPathError,
  parseFilterConditions,
  parseFilterPath,
} from './filter-path';

const definition: FilterDefinitionItem[] = [
  { code: 'price', type: 'int' },
  {
    code: 'brand',
    type: 'enum',
    variants: [{ value: 'makita' }, { value: 'bosch' }, { value: 'black-decker' }],
  },
  { code: 'voltage', type: 'float' },
  { code: 'battery-included', type: 'bool', variants: [{ value: 'yes' }, { value: 'no' }] },
  { code: 'color', type: 'string' },
];
const section = '/catalog/elektroinstrument/dreli/';

describe('parseFilterPath (§5)', () => {
  it('reads ranges, only-from, only-to, decimals written with a dash, and choices', () => {
    const path = `${section}filter/price-from-1000-to-5000/voltage-to-10-8/brand-is-makita-or-black-decker/battery-included-is-yes/apply/`;
    expect(parseFilterPath(path, definition)).toEqual({
      sectionPath: section,
      values: [
        { code: 'price', kind: 'range', from: 1000, to: 5000 },
        { code: 'voltage', kind: 'range', to: 10.8 },
        { code: 'brand', kind: 'choice', values: ['makita', 'black-decker'] },
        { code: 'battery-included', kind: 'choice', values: ['yes'] },
      ],
    });
    expect(parseFilterPath(`${section}filter/price-from-1000/apply/`, definition).values).toEqual([
      { code: 'price', kind: 'range', from: 1000 },
    ]);
  });

  it('gives the section alone when there is no filter', () => {
    expect(parseFilterPath(section, definition)).toEqual({ sectionPath: section, values: [] });
    expect(parseFilterPath('/catalog/a', definition)).toEqual({ sectionPath: '/catalog/a/', values: [] });
  });

  it.each([
    ['an unknown code', `${section}filter/weight-from-1/apply/`],
    ['an unknown variant', `${section}filter/brand-is-festool/apply/`],
    ['a decimal on an int filter', `${section}filter/price-from-10-5/apply/`],
    ['a range on a list filter', `${section}filter/brand-from-1/apply/`],
    ['a choice on a range filter', `${section}filter/price-is-cheap/apply/`],
    ['a missing apply segment', `${section}filter/price-from-1`],
    ['the same code twice', `${section}filter/price-from-1/price-to-2/apply/`],
  ])('throws exactly «Характеристика не найдена» for %s', (_, path) => {
    expect(() => parseFilterPath(path, definition)).toThrow(FilterPathError);
    expect(() => parseFilterPath(path, definition)).toThrow(/^Характеристика не найдена$/);
  });

  it('tells codes that share a prefix apart by the definition', () => {
    const defs: FilterDefinitionItem[] = [
      { code: 'power', type: 'int' },
      { code: 'power-max', type: 'int' },
    ];
    expect(parseFilterPath('/catalog/a/filter/power-max-to-5/power-from-2/apply/', defs).values).toEqual([
      { code: 'power-max', kind: 'range', to: 5 },
      { code: 'power', kind: 'range', from: 2 },
    ]);
  });

  it('reads the conditions alone, as the section call takes them', () => {
    expect(parseFilterConditions('brand-is-bosch/price-to-900', definition)).toEqual([
      { code: 'brand', kind: 'choice', values: ['bosch'] },
      { code: 'price', kind: 'range', to: 900 },
    ]);
    expect(parseFilterConditions('', definition)).toEqual([]);
  });
});

describe('buildFilterPath (§5)', () => {
  it('writes the grammar in the order given and leaves out empty values', () => {
    expect(
      buildFilterPath(section, [
        { code: 'voltage', kind: 'range', from: 10.8, to: 18 },
        { code: 'brand', kind: 'choice', values: [] },
        { code: 'price', kind: 'range' },
        { code: 'color', kind: 'choice', values: ['red', 'dark-blue'] },
      ]),
    ).toBe(`${section}filter/voltage-from-10-8-to-18/color-is-red-or-dark-blue/apply/`);
    expect(buildFilterPath('/catalog/a', [])).toBe('/catalog/a/');
  });

  it('refuses bounds the grammar cannot write', () => {
    expect(() => buildFilterPath(section, [{ code: 'price', kind: 'range', from: -1 }])).toThrow(RangeError);
    expect(() => buildFilterPath(section, [{ code: 'price', kind: 'range', to: Number.NaN }])).toThrow(
      RangeError,
    );
  });

  it('writes at most six decimals and never an exponent, and refuses bounds from 10^15 up', () => {
    expect(buildFilterPath(section, [{ code: 'voltage', kind: 'range', from: 1e-7, to: 0.1234567 }])).toBe(
      `${section}filter/voltage-from-0-to-0-123457/apply/`,
    );
    expect(() => buildFilterPath(section, [{ code: 'price', kind: 'range', from: 1e21 }])).toThrow(
      RangeError,
    );
  });

  it('reads a bound with more than 15 digits or 6 decimals as no condition (a 404, not a server error)', () => {
    for (const bound of ['1000000000000000000000', '0-0000001']) {
      expect(() => parseFilterPath(`${section}filter/price-from-${bound}/apply/`, definition)).toThrow(
        FilterPathError,
      );
    }
  });
});

// Property tests: slugs with dashes, never the grammar's own words as segments.
const word = fc
  .stringMatching(/^[a-z][a-z0-9]{0,6}$/)
  .filter((w) => !['from', 'to', 'is', 'or', 'apply', 'filter'].includes(w));
const slug = fc.array(word, { minLength: 1, maxLength: 3 }).map((ws) => ws.join('-'));
const bound = fc.oneof(
  fc.nat({ max: 100_000 }),
  fc.nat({ max: 99_999 }).map((n) => n / 100),
);

const scenario = fc
  .uniqueArray(slug, { minLength: 1, maxLength: 5, selector: (s) => s })
  .filter((codes) => codes.every((a) => codes.every((b) => a === b || !b.startsWith(`${a}-`))))
  .chain((codes) =>
    fc.tuple(
      ...codes.map((code) =>
        fc.oneof(
          fc
            .record({ from: fc.option(bound, { nil: undefined }), to: fc.option(bound, { nil: undefined }) })
            .filter((r) => r.from !== undefined || r.to !== undefined)
            .map((r): { item: FilterDefinitionItem; value: FilterValue } => {
              const value: FilterValue = { code, kind: 'range' };
              if (r.from !== undefined) value.from = r.from;
              if (r.to !== undefined) value.to = r.to;
              return { item: { code, type: 'float' }, value };
            }),
          fc
            .uniqueArray(slug, { minLength: 1, maxLength: 4 })
            .map((values): { item: FilterDefinitionItem; value: FilterValue } => ({
              item: { code, type: 'enum', variants: values.map((v) => ({ value: v })) },
              value: { code, kind: 'choice', values },
            })),
        ),
      ),
    ),
  );

describe('the grammar, by property', () => {
  it('parse(build(values)) gives the values back', () => {
    fc.assert(
      fc.property(scenario, (pairs) => {
        const values = pairs.map((p) => p.value);
        const defs = pairs.map((p) => p.item);
        expect(parseFilterPath(buildFilterPath(section, values), defs)).toEqual({
          sectionPath: section,
          values,
        });
      }),
    );
  });

  it('build(parse(path)) gives every canonical path back', () => {
    fc.assert(
      fc.property(scenario, (pairs) => {
        const canonical = buildFilterPath(
          section,
          pairs.map((p) => p.value),
        );
        const parsed = parseFilterPath(
          canonical,
          pairs.map((p) => p.item),
        );
        expect(buildFilterPath(parsed.sectionPath, parsed.values)).toBe(canonical);
      }),
    );
  });
});
