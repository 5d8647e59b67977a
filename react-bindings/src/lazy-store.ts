import type { Failed, ObservableState, ReadableStore } from '@verstak/sdk';

type Methods<T> = Omit<T, keyof ReadableStore<unknown>>;

/**
 * What each method of a store does before the store's code has arrived: the method itself, working
 * on the state alone (a taker the server render and hydration need at once); `'wait'` for a method
 * answering a promise, which waits for the code and answers the store's own promise (rejecting when
 * the code does not come); `'outcome'` for a method that answers an outcome and never rejects (an
 * add, a toggle), which waits alike but answers `failed` when the code does not come; `'later'` for
 * a method answering nothing, which runs once the code is there; `'stop'` for the method that stops
 * the store (destroy), which before the code stops following the events and fetches nothing, or,
 * with the code on its way, runs once it is there.
 */
export type EarlyMethods<T> = {
  [K in keyof Methods<T>]: Methods<T>[K] extends (...args: never[]) => Promise<infer R>
    ? Methods<T>[K] | 'wait' | (Failed extends R ? 'outcome' : never)
    : Methods<T>[K] | 'later' | 'stop';
};

/** A store whose code comes on first use; `ready()` makes the store now (once). */
export interface LazyStore<T> {
  store: T;
  ready(): Promise<T>;
}

type AnyMethod = (...args: unknown[]) => unknown;

/**
 * A store read from `state` at once, whose actions' code `make` loads on first use: the header's
 * counts and a card's toggles render from the seeded state while the code of adding, toggling and
 * checkout stays out of the page's first load. Once made, the store answers every call itself.
 * `follow` listens, until then, to the events the store would have followed (a login, another
 * tab's change) and answers them through the early methods; it returns the function that stops it.
 */
export function lazyStore<S extends object, T extends ReadableStore<S>>(options: {
  state: ObservableState<S>;
  make: (state: ObservableState<S>) => Promise<T>;
  early: EarlyMethods<T>;
  follow?: (store: T) => () => void;
}): LazyStore<T> {
  const { state, make, early } = options;
  let made: T | undefined;
  let making: Promise<T> | undefined;
  let unfollow: (() => void) | undefined;
  const real = (key: string) => (made as unknown as Record<string, AnyMethod>)[key] as AnyMethod;
  const ready = (): Promise<T> => {
    making ??= make(state).then(
      (store) => {
        made = store;
        unfollow?.();
        return store;
      },
      (error: unknown) => {
        // The code did not come (offline, a new release): the next call tries again.
        making = undefined;
        throw error;
      },
    );
    return making;
  };
  const facade: Record<string, unknown> = { getSnapshot: state.getSnapshot, subscribe: state.subscribe };
  type How = AnyMethod | 'wait' | 'outcome' | 'later' | 'stop';
  for (const [key, how] of Object.entries(early) as [string, How][]) {
    facade[key] = (...args: unknown[]) => {
      if (made) return real(key)(...args);
      if (how === 'stop' && !making) {
        // Nothing was made, so there is nothing to stop but our own listeners: no code to fetch for it.
        unfollow?.();
        unfollow = undefined;
        return undefined;
      }
      if (how === 'wait') return ready().then(() => real(key)(...args));
      if (how === 'outcome')
        // The store's own method never rejects (a card's button answers its outcome): nor does this.
        return ready().then(
          () => real(key)(...args),
          (error: unknown): Failed => ({
            kind: 'failed',
            message: error instanceof Error ? error.message : String(error),
          }),
        );
      if (how === 'later' || how === 'stop') {
        // Nothing waits for the answer, so a failure to load the code (offline) is only dropped.
        ready().then(
          () => real(key)(...args),
          () => undefined,
        );
        return undefined;
      }
      return how(...args);
    };
  }
  const store = facade as unknown as T;
  unfollow = options.follow?.(store);
  return { store, ready };
}
