import type {
  CitiesState,
  FilterState,
  LayoutState,
  PersonalSidebarState,
  ProfileHelper,
  ReadableStore,
  SessionState,
  UserState,
} from '@verstak/sdk';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type EqualityFn,
  useCities,
  useLayout,
  usePageData,
  usePersonalSidebar,
  useProfileHelper,
  useSession,
  useUser,
} from './hooks';
import { shallow } from './shallow';
import { useFilter } from './use-filter';
import { useStore } from './use-store';

// Type tests only: the hooks are never run here.
describe('hook types', () => {
  it('gives the whole snapshot without a selector', () => {
    expectTypeOf(useLayout()).toEqualTypeOf<LayoutState>();
    expectTypeOf(useFilter()).toEqualTypeOf<FilterState>();
    expectTypeOf(useCities()).toEqualTypeOf<CitiesState>();
  });

  it('infers the selection from the selector', () => {
    expectTypeOf(useLayout((s) => s.loader)).toEqualTypeOf<'idle' | 'loading' | 'failed'>();
    expectTypeOf(useFilter((s) => s.appliedCount)).toEqualTypeOf<number>();
    expectTypeOf(
      useLayout((s) => ({ open: s.megaMenuOpen, sticky: s.stickyHeader }), shallow),
    ).toEqualTypeOf<{
      open: boolean;
      sticky: boolean;
    }>();
  });

  it('checks the equality function against the selection', () => {
    expectTypeOf<EqualityFn<number>>().toEqualTypeOf<(a: number, b: number) => boolean>();
    useLayout(
      (s) => s.loader,
      (a, b) => a === b,
    );
    useLayout(
      // @ts-expect-error an equality for numbers cannot compare the loader status
      (s) => s.loader,
      (a: number, b: number) => a === b,
    );
  });

  it('types useStore over any readable store', () => {
    const store = {} as ReadableStore<{ count: number; label: string }>;
    expectTypeOf(useStore(store)).toEqualTypeOf<{ count: number; label: string }>();
    expectTypeOf(useStore(store, (s) => s.count)).toEqualTypeOf<number>();
    expectTypeOf(useStore(store, (s) => [s.count, s.label] as const, shallow)).toEqualTypeOf<
      readonly [number, string]
    >();
    // @ts-expect-error the selector must take the store's state
    useStore(store, (s: { other: boolean }) => s.other);
  });

  it('gives page data as the caller names it, possibly absent', () => {
    expectTypeOf(usePageData<{ title: string }>('section')).toEqualTypeOf<{ title: string } | undefined>();
    expectTypeOf(usePageData('section')).toEqualTypeOf<unknown>();
  });

  it('types shallow as an equality of two values of one type', () => {
    expectTypeOf(shallow<{ a: number }>).toEqualTypeOf<(a: { a: number }, b: { a: number }) => boolean>();
  });

  it('types the identity hooks', () => {
    expectTypeOf(useUser()).toEqualTypeOf<UserState>();
    expectTypeOf(useUser((s) => s.status)).toEqualTypeOf<'guest' | 'authorized'>();
    expectTypeOf(useSession()).toEqualTypeOf<SessionState>();
    expectTypeOf(useSession((s) => s.serverAuthorised)).toEqualTypeOf<boolean>();
    expectTypeOf(usePersonalSidebar((s) => s.items[0]?.count)).toEqualTypeOf<number | undefined>();
    expectTypeOf(useProfileHelper()).toEqualTypeOf<ProfileHelper>();
    expectTypeOf<PersonalSidebarState>().toHaveProperty('items');
    // @ts-expect-error the user status is a literal union, not a boolean
    useUser((s) => s.status === true);
  });
});
