// Compiled by `npm run typecheck` (and Vitest's typecheck): two rows of the registry with one method
// and path are a compile error that names the route and both calls.
import { describe, expectTypeOf, test } from 'vitest';
import * as z from 'zod/mini';
import { defineCalls } from './call';
import type { DuplicateRoutes, RoutesAreUnique } from './duplicate-routes';
import { homeCalls } from './home';
import type { contractTables } from './tables';

const catalogWithHome = defineCalls({
  x: {
    method: 'GET',
    path: '/pages/main',
    doc: 'Lands on the home page’s route.',
    input: z.object({}),
    output: z.object({}),
  },
  y: {
    method: 'POST',
    path: '/pages/main',
    doc: 'Another method: a route of its own.',
    input: z.object({}),
    output: z.object({}),
  },
});
const registry = { home: homeCalls, catalog: catalogWithHome } as const;

describe('the routes of the registry', () => {
  test('are all different today', () => {
    expectTypeOf<DuplicateRoutes<typeof contractTables>>().toBeNever();
    expectTypeOf<RoutesAreUnique<typeof contractTables>>().toEqualTypeOf<true>();
  });

  test('a second row with one method and path does not compile, and the message names both calls', () => {
    expectTypeOf<DuplicateRoutes<typeof registry>>().toEqualTypeOf<
      | 'Duplicate_route_GET_/pages/main_in_home.main_and_catalog.x'
      | 'Duplicate_route_GET_/pages/main_in_catalog.x_and_home.main'
    >();
    // @ts-expect-error Type 'true' is not assignable to type '"Duplicate_route_GET_/pages/main_in_home.main_and_catalog.x" | …'.
    const unique: RoutesAreUnique<typeof registry> = true;
    expectTypeOf(unique).not.toEqualTypeOf<true>();
  });
});
