import {
  type CitiesState,
  type LayoutState,
  type PersonalSidebarState,
  type ProfileHelper,
  profileHelper,
  type SessionState,
  type UserState,
} from '@verstak/sdk';
import { shallow } from './shallow';
import { useStore } from './use-store';
import { useVerstak } from './verstak-context';

/** Compares two selections; `Object.is` by default, `shallow` for a selector that builds an object. */
export type EqualityFn<T> = (a: T, b: T) => boolean;

/** The cities store's state (or the selected part of it, re-rendering when `equalityFn` says it changed). */
export function useCities<T = CitiesState>(
  selector?: (state: CitiesState) => T,
  equalityFn?: EqualityFn<T>,
): T {
  return useStore(useVerstak().stores.cities, selector, equalityFn);
}

/** The layout store's state (or the selected part of it, re-rendering when `equalityFn` says it changed). */
export function useLayout<T = LayoutState>(
  selector?: (state: LayoutState) => T,
  equalityFn?: EqualityFn<T>,
): T {
  return useStore(useVerstak().stores.layout, selector, equalityFn);
}

const byEntity = new Map<string, (state: Readonly<Record<string, unknown>>) => unknown>();

/** The page data of one entity (§4.10). */
export function usePageData<T = unknown>(entity: string): T | undefined {
  let select = byEntity.get(entity);
  if (!select) {
    select = (state) => state[entity];
    byEntity.set(entity, select);
  }
  return useStore(useVerstak().stores.page, select) as T | undefined;
}

/** The user store's state (§3): status, base user, account, groups, fUserId (or the selected part). */
export function useUser<T = UserState>(selector?: (state: UserState) => T, equalityFn?: EqualityFn<T>): T {
  return useStore(useVerstak().stores.user, selector, equalityFn);
}

/** The session's state: status from the token's role, groups, expiry (or the selected part); actions are on `useVerstak().session`. */
export function useSession<T = SessionState>(
  selector?: (state: SessionState) => T,
  equalityFn?: EqualityFn<T>,
): T {
  return useStore(useVerstak().session, selector, equalityFn);
}

/** The personal area's sidebar links (§2.3, §7.3) (or the selected part). */
export function usePersonalSidebar<T = PersonalSidebarState>(
  selector?: (state: PersonalSidebarState) => T,
  equalityFn?: EqualityFn<T>,
): T {
  return useStore(useVerstak().stores.personalSidebar, selector, equalityFn);
}

const selectProfileHelper = (state: UserState) => profileHelper(state.user);

/** The header's profile helper (§6) for the current user: guest, user or B2B; see `profileHelper`. */
export function useProfileHelper(): ProfileHelper {
  return useStore(useVerstak().stores.user, selectProfileHelper, shallow);
}
