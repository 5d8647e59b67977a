/** The contract every store keeps, so React's useSyncExternalStore can read it. */
export interface ReadableStore<S> {
  /** The current, immutable state; the same object until something changes. */
  getSnapshot(): S;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** A store's state: readable by anyone, changed by its store through plain immutable patches. */
export interface ObservableState<S extends object> extends ReadableStore<S> {
  /**
   * Makes a new state of the current one with the fields of `patch` (or of what `change` answers
   * from the current state). A field given the value it has (`Object.is`) changes nothing; when no
   * field changes, or `change` answers nothing, the state stays the same object and no one is told.
   */
  set(patch: Partial<S> | ((state: S) => Partial<S> | undefined)): void;
  /** Swaps the whole state for `next` (to drop a field, say); the same object changes nothing. */
  replace(next: S): void;
}

/**
 * State with listeners, changed by patches rather than by immer's recipes: the stores' changes are
 * a field or two deep, and immer cost 5.5 KB gzip of every page's first load for them.
 */
export function observableState<S extends object>(initial: S): ObservableState<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  const replace = (next: S) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(patch) {
      const fields = typeof patch === 'function' ? patch(state) : patch;
      if (!fields) return;
      const changed = (Object.keys(fields) as (keyof S)[]).some((key) => !Object.is(fields[key], state[key]));
      if (changed) replace({ ...state, ...fields });
    },
    replace,
  };
}
