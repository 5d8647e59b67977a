import { describe, expect, it } from 'vitest';
import { CliError } from './io';
import { readSectionArgument } from './section-argument';

describe('readSectionArgument', () => {
  it.each([
    ['/catalog/a/b/', { sectionPath: '/catalog/a/b/', filter: '' }],
    ['catalog/a/b', { sectionPath: '/catalog/a/b/', filter: '' }],
    ['  /catalog/a  ', { sectionPath: '/catalog/a/', filter: '' }],
    [
      'https://shop.example/catalog/a/filter/brand-is-bosch/price-to-5/apply/?page=2',
      {
        sectionPath: '/catalog/a/',
        filter: 'brand-is-bosch/price-to-5',
      },
    ],
    ['catalog/a/filter/brand-is-bosch/apply', { sectionPath: '/catalog/a/', filter: 'brand-is-bosch' }],
  ])('reads %j as people paste it', (input, expected) => {
    expect(readSectionArgument(input)).toEqual(expected);
  });

  it.each(['/about/', '/catalog/', '/catalog/A/', '/catalog/a/b/c/d/', 'https://[bad/catalog/a/'])(
    'refuses %j with a usage error naming it',
    (input) => {
      expect(() => readSectionArgument(input)).toThrow(CliError);
      expect(() => readSectionArgument(input)).toThrow(`Not a catalogue section path: ${input}`);
    },
  );
});
