import type { ReadableStore } from '@verstak/sdk';
import { useRef, useSyncExternalStore } from 'react';

const whole = <S>(state: S) => state;

/**
 * Subscribes to a store and returns the selected part of its state (the whole state by default).
 * The component re-renders only when `equalityFn` (Object.is by default) says the selection
 * changed; pass {@link shallow} for a selector that builds an object or array, e.g.
 * `useStore(store, (s) => ({ a: s.a, b: s.b }), shallow)`.
 */
export function useStore<S, T = S>(
  store: ReadableStore<S>,
  selector: (state: S) => T = whole as (state: S) => T,
  equalityFn: (a: T, b: T) => boolean = Object.is,
): T {
  // The last selection and what it was computed from: React reads the snapshot several times per
  // render and after each store change, and must get the same value while nothing it shows changed.
  const memo = useRef<{ state: S; selector: (state: S) => T; selection: T } | null>(null);
  const read = (): T => {
    const state = store.getSnapshot();
    const last = memo.current;
    if (last && last.state === state && last.selector === selector) return last.selection;
    const next = selector(state);
    const selection = last && equalityFn(last.selection, next) ? last.selection : next;
    memo.current = { state, selector, selection };
    return selection;
  };
  return useSyncExternalStore(store.subscribe, read, read);
}
