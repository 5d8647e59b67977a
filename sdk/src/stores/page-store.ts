import { observableState, type ReadableStore } from './observable-state';
import { omitKeys } from './omit-keys';

/** Page data per entity name (§4.10). */
export type PageState = Readonly<Record<string, unknown>>;

/** The page store: page data stored per entity, replacing or merging (§4.10). */
export interface PageStore extends ReadableStore<PageState> {
  /** Stores `data` for `entity`: `replace` (default) swaps it, `merge` spreads it over what is there. */
  set(entity: string, data: unknown, mode?: 'replace' | 'merge'): void;
  /** The data of one entity. */
  get<T = unknown>(entity: string): T | undefined;
  /** Forgets one entity. */
  remove(entity: string): void;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Creates the page store. */
export function createPageStore(initial: PageState = {}): PageStore {
  const state = observableState<Record<string, unknown>>({ ...initial });
  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    set(entity, data, mode = 'replace') {
      state.set((s) => {
        const old = s[entity];
        return {
          [entity]:
            mode === 'merge' && isPlainObject(old) && isPlainObject(data) ? { ...old, ...data } : data,
        };
      });
    },
    get: <T>(entity: string) => state.getSnapshot()[entity] as T | undefined,
    remove(entity) {
      state.replace(omitKeys(state.getSnapshot(), [entity]));
    },
  };
}
