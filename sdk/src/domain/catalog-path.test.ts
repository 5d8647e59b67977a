import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FilterValue } from '../api/api-types';
import { isSectionPath, SECTION_PATH_PATTERN, splitCatalogPath } from './catalog-path';
import { buildFilterConditions, buildFilterPath } from './filter-path';

describe('splitCatalogPath (§5)', () => {
  it('splits a filter path into the section and the conditions', () => {
    expect(splitCatalogPath('/catalog/a/b/filter/brand-is-makita/price-to-5/apply/')).toEqual({
      sectionPath: '/catalog/a/b/',
      filter: 'brand-is-makita/price-to-5',
    });
    expect(splitCatalogPath('/catalog/a/')).toEqual({ sectionPath: '/catalog/a/', filter: '' });
  });

  it('takes a whole storefront URL, dropping origin, query and hash', () => {
    expect(
      splitCatalogPath('https://yaroslavl.shop.example/catalog/a/filter/brand-is-bosch/apply/?page=2#top'),
    ).toEqual({ sectionPath: '/catalog/a/', filter: 'brand-is-bosch' });
    expect(splitCatalogPath('HTTP://localhost:3000/catalog/a/b/')).toEqual({
      sectionPath: '/catalog/a/b/',
      filter: '',
    });
    expect(splitCatalogPath('/catalog/a/?sort=new')).toEqual({ sectionPath: '/catalog/a/', filter: '' });
  });

  it('reads conditions without /apply/ and never cuts a value that ends in "apply"', () => {
    expect(splitCatalogPath('/catalog/a/filter/price-to-5/').filter).toBe('price-to-5');
    expect(splitCatalogPath('/catalog/a/filter/kind-is-reapply/apply/').filter).toBe('kind-is-reapply');
    expect(splitCatalogPath('/catalog/a/filter/kind-is-reapply').filter).toBe('kind-is-reapply');
    expect(splitCatalogPath('/catalog/a/filter/apply/').filter).toBe('');
  });

  it('leaves the section path as written, for the caller to check', () => {
    expect(splitCatalogPath('/catalog/a')).toEqual({ sectionPath: '/catalog/a', filter: '' });
    expect(splitCatalogPath('https://[bad/catalog/a/').sectionPath).toBe('https://[bad/catalog/a/');
  });
});

describe('isSectionPath', () => {
  it.each([
    ['/catalog/elektroinstrument/', true],
    ['/catalog/elektroinstrument/dreli/udarnye/', true],
    ['/catalog/a/b/c/d/', false],
    ['/catalog/', false],
    ['/catalog/a', false],
    ['/catalog/Dreli/', false],
    ['/catalog/a/filter/x-is-y/apply/', false],
    ['catalog/a/', false],
  ])('%s → %s', (path, expected) => {
    expect(isSectionPath(path)).toBe(expected);
    expect(SECTION_PATH_PATTERN.test(path)).toBe(expected);
  });
});

// Slugs with dashes, never the grammar's own words as segments.
const word = fc
  .stringMatching(/^[a-z][a-z0-9]{0,6}$/)
  .filter((w) => !['from', 'to', 'is', 'or', 'apply', 'filter'].includes(w));
const slug = fc.array(word, { minLength: 1, maxLength: 3 }).map((ws) => ws.join('-'));
const sectionPath = fc.array(slug, { minLength: 1, maxLength: 3 }).map((s) => `/catalog/${s.join('/')}/`);
const bound = fc.oneof(
  fc.nat({ max: 100_000 }),
  fc.nat({ max: 99_999 }).map((n) => n / 100),
);
const value: fc.Arbitrary<FilterValue> = fc.oneof(
  fc
    .record({
      code: slug,
      from: fc.option(bound, { nil: undefined }),
      to: fc.option(bound, { nil: undefined }),
    })
    .map(({ code, from, to }) => ({
      code,
      kind: 'range' as const,
      ...(from === undefined ? {} : { from }),
      ...(to === undefined ? {} : { to }),
    })),
  fc
    .record({ code: slug, values: fc.array(slug, { maxLength: 3 }) })
    .map(({ code, values }) => ({ code, kind: 'choice' as const, values })),
);

describe('splitCatalogPath by property', () => {
  it('gives back the section and conditions buildFilterPath wrote, as a path or a URL', () => {
    fc.assert(
      fc.property(sectionPath, fc.array(value, { maxLength: 4 }), (section, values) => {
        const expected = { sectionPath: section, filter: buildFilterConditions(values) };
        const path = buildFilterPath(section, values);
        expect(isSectionPath(section)).toBe(true);
        expect(splitCatalogPath(path)).toEqual(expected);
        expect(splitCatalogPath(`https://shop.example${path}?page=3`)).toEqual(expected);
      }),
    );
  });
});
