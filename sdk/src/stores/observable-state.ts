import { type Draft, produce } from 'immer';

/** The contract every store keeps, so React's useSyncExternalStore can read it. */
export interface ReadableStore<S> {
  /** The current, immutable state; the same object until something changes. */
  getSnapshot(): S;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** A store's state: readable by anyone, changed by its store through immer recipes. */
export interface ObservableState<S> extends ReadableStore<S> {
  update(recipe: (draft: Draft<S>) => void): void;
}

/** State with listeners; every change goes through an immer recipe. */
export function observableState<S>(initial: S): ObservableState<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(recipe) {
      const next = produce(state, recipe);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
  };
}
