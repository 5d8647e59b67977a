import { createClient, createCommerceSync, observableState, type ReadableStore } from '@verstak/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createVerstak } from './create-verstak';
import { lazyStore } from './lazy-store';

interface Counter extends ReadableStore<{ n: number }> {
  set(n: number): void;
  add(by: number): Promise<number>;
  log(): void;
}

function counter(made: string[]) {
  const state = observableState({ n: 0 });
  const make = vi.fn(async (s: typeof state): Promise<Counter> => {
    made.push('made');
    return {
      getSnapshot: s.getSnapshot,
      subscribe: s.subscribe,
      set: (n) => s.set({ n: n * 10 }),
      add: async (by) => {
        s.set(({ n }) => ({ n: n + by }));
        return s.getSnapshot().n;
      },
      log: () => made.push(`log ${s.getSnapshot().n}`),
    };
  });
  return { state, make };
}

describe('lazyStore', () => {
  it('reads and takes seeds at once without the code; an action waits for the code, made once', async () => {
    const made: string[] = [];
    const { state, make } = counter(made);
    const { store } = lazyStore<{ n: number }, Counter>({
      state,
      make,
      early: { set: (n) => state.set({ n }), add: 'wait', log: 'later' },
    });
    store.set(2);
    expect(store.getSnapshot()).toEqual({ n: 2 });
    expect(make).not.toHaveBeenCalled();
    store.log();
    expect(await Promise.all([store.add(1), store.add(1)])).toEqual([3, 4]);
    expect(make).toHaveBeenCalledTimes(1);
    expect(made).toEqual(['made', 'log 2']);
    // Once made, the store answers every call itself.
    store.set(2);
    expect(store.getSnapshot()).toEqual({ n: 20 });
  });

  it('follows events until the store is made, then leaves them to it', async () => {
    const { state, make } = counter([]);
    const listeners = new Set<() => void>();
    const { store, ready } = lazyStore<{ n: number }, Counter>({
      state,
      make,
      early: { set: (n) => state.set({ n }), add: 'wait', log: 'later' },
      follow: (s) => {
        const onEvent = () => s.set(7);
        listeners.add(onEvent);
        return () => listeners.delete(onEvent);
      },
    });
    for (const listener of listeners) listener();
    expect(store.getSnapshot()).toEqual({ n: 7 });
    await ready();
    expect(listeners.size).toBe(0);
  });

  it('stopped before its code came, fetches none and stops following; with the code on its way, stops the store', async () => {
    const { state, make } = counter([]);
    const listeners = new Set<() => void>();
    const follow = () => {
      const onEvent = () => undefined;
      listeners.add(onEvent);
      return () => listeners.delete(onEvent);
    };
    const early = { set: (n: number) => state.set({ n }), add: 'wait', log: 'stop' } as const;
    const idle = lazyStore<{ n: number }, Counter>({ state, make, early, follow });
    idle.store.log();
    expect(make).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);

    const made: string[] = [];
    const loading = counter(made);
    const { store, ready } = lazyStore<{ n: number }, Counter>({ ...loading, early, follow });
    const coming = ready();
    store.log();
    await coming;
    expect(made).toEqual(['made', 'log 0']);
  });

  it('tries the code again on the next call after it failed to come', async () => {
    const { state, make } = counter([]);
    make.mockRejectedValueOnce(new Error('offline'));
    const { store } = lazyStore<{ n: number }, Counter>({
      state,
      make,
      early: { set: (n) => state.set({ n }), add: 'wait', log: 'later' },
    });
    await expect(store.add(1)).rejects.toThrow('offline');
    expect(await store.add(1)).toBe(1);
  });
});

describe('createVerstak’s commerce stores before their code comes', () => {
  function verstak() {
    const fetch = () => Promise.reject(new Error('offline'));
    const client = createClient({ baseUrl: 'http://api.test', fetch });
    const listeners: ((event: { data: unknown }) => void)[] = [];
    const channel = {
      postMessage: () => undefined,
      addEventListener: (_: 'message', listener: (event: { data: unknown }) => void) => {
        listeners.push(listener);
      },
      removeEventListener: () => undefined,
    };
    const value = createVerstak(client, { commerceSync: createCommerceSync({ channel }) });
    const fromOtherTab = (message: object) => {
      for (const listener of listeners) listener({ data: message });
    };
    return { value, client, fromOtherTab };
  }

  it('take the page’s seeds, another tab’s lists and a logout, as the stores would', () => {
    const { value, client, fromOtherTab } = verstak();
    const { stores } = value;
    stores.favorites.setIds([1, 2]);
    stores.compare.setIds([3]);
    stores.basket.setBasket({ itemsTotal: 2, items: [], version: 'a' } as never);
    expect(stores.basket.getSnapshot().basket?.itemsTotal).toBe(2);
    fromOtherTab({ type: 'verstak-commerce', from: 'other', kind: 'favorites', productIds: [1, 2, 4] });
    expect(stores.favorites.getSnapshot().productIds).toEqual([1, 2, 4]);
    client.events.emit('loggedOut', undefined);
    expect(stores.favorites.getSnapshot().productIds).toEqual([]);
    expect(stores.compare.getSnapshot().productIds).toEqual([]);
  });

  it('answer an action with the store’s own outcome once the code came (offline: failed, unlocked)', async () => {
    const { value } = verstak();
    const outcome = await value.stores.basket.add(5);
    // The store's own failure names the request's (a chunk that did not come would name its import).
    expect(outcome).toEqual({ kind: 'failed', message: expect.stringContaining('offline') });
    expect(value.stores.basket.getSnapshot().adding).toEqual({});
  });
});
