import type { PersonalSidebar } from '../api/api-types';
import type { Client } from '../http/create-client';
import { observableState, type ReadableStore } from './observable-state';

/** The personal sidebar store's state: the links of the personal area's left sidebar (§2.3, §7.3). */
export interface PersonalSidebarState {
  items: PersonalSidebar;
}

/** The personalSidebar store (§3): filled from each personal page's `sidebar` (§7.3). */
export interface PersonalSidebarStore extends ReadableStore<PersonalSidebarState> {
  /** Replaces the links. */
  set(items: PersonalSidebar): void;
  /** Takes the `sidebar` of a personal page's data (§7.3). */
  setFromPage(page: { sidebar: PersonalSidebar }): void;
  /** Forgets the links (logout). */
  clear(): void;
}

/** Creates the personalSidebar store; with a client, it clears itself on `loggedOut`. */
export function createPersonalSidebarStore(
  deps: { client?: Client; initial?: PersonalSidebar } = {},
): PersonalSidebarStore {
  const state = observableState<PersonalSidebarState>({ items: deps.initial ?? [] });
  const set = (items: PersonalSidebar) => state.set({ items });
  const clear = () => set([]);
  deps.client?.events.on('loggedOut', clear);
  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    set,
    setFromPage: (page) => set(page.sidebar),
    clear,
  };
}
