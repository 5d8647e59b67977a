// Compiled by `npm run typecheck` (and Vitest's typecheck): a listing's handlers sit under its two keys,
// and a name that is no row of the table adds none, so its own error is the only one.
import type { catalogCalls } from '@verstak/sdk/contract';
import { describe, expectTypeOf, test } from 'vitest';
import type { Handler } from '../context/define-handlers';
import type { ListingHandlers } from './listing-handlers';

type Catalog = typeof catalogCalls;

describe("a listing's handlers", () => {
  test('are the page and its /filter twin, typed by their rows', () => {
    expectTypeOf<ListingHandlers<Catalog, 'novelties'>>().toEqualTypeOf<
      { readonly novelties: Handler<Catalog['novelties']> } & {
        readonly noveltiesFilter: Handler<Catalog['noveltiesFilter']>;
      }
    >();
  });

  test('are none for a name tsc widened to every key (a name that is no row)', () => {
    expectTypeOf<ListingHandlers<Catalog, keyof Catalog & string>>().toEqualTypeOf<Record<never, never>>();
  });
});
