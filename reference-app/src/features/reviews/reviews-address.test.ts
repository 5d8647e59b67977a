import { describe, expect, it } from 'vitest';
import { reviewsAddress } from './reviews-address';

describe('addresses under /otzyvy/ (§2.1)', () => {
  it('reads each review page of the spec', () => {
    expect(reviewsAddress('/otzyvy/')).toEqual({ kind: 'root' });
    expect(reviewsAddress('/otzyvy/brands/')).toEqual({ kind: 'root' });
    expect(reviewsAddress('/otzyvy/elektroinstrument/dreli/')).toEqual({
      kind: 'section',
      path: '/catalog/elektroinstrument/dreli/',
    });
    expect(reviewsAddress('/otzyvy/brands/makita/')).toEqual({ kind: 'brand', brand: 'makita' });
    expect(reviewsAddress('/otzyvy/brands/makita/elektroinstrument/')).toEqual({
      kind: 'brandSection',
      brand: 'makita',
      path: '/catalog/elektroinstrument/',
    });
    expect(reviewsAddress('/otzyvy/brands/tag/nemetskie-brendy/')).toEqual({
      kind: 'brandTag',
      code: 'nemetskie-brendy',
    });
    expect(reviewsAddress('/otzyvy/tag/instrument-do-5000/')).toEqual({
      kind: 'tag',
      code: 'instrument-do-5000',
    });
    expect(reviewsAddress('/otzyvy/review/42/')).toEqual({ kind: 'one', id: 42 });
  });

  it('leads nowhere for anything else: no trailing slash, bad codes, too deep, a zero id', () => {
    for (const path of [
      '/otzyvy',
      '/otzyvy/review/0/',
      '/otzyvy/review/abc/',
      '/otzyvy/review/',
      '/otzyvy/tag/Bad/',
      '/otzyvy/tag/a/b/',
      '/otzyvy/a/b/c/d/',
      '/otzyvy/brands/makita/a/b/c/d/',
      '/otzyvy/UPPER/',
      '/otzyvy/..%2f/',
    ])
      expect(reviewsAddress(path), path).toBeNull();
  });
});
