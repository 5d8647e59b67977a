import { describe, expect, it, vi } from 'vitest';
import { observableState } from './observable-state';
import { omitKeys } from './omit-keys';

describe('observableState', () => {
  it('makes a new state of a patch and tells the listeners, keeping the untouched fields', () => {
    const tags = ['a'];
    const state = observableState({ count: 0, tags });
    const listener = vi.fn();
    state.subscribe(listener);
    const before = state.getSnapshot();
    state.set((s) => ({ count: s.count + 1 }));
    expect(state.getSnapshot()).toEqual({ count: 1, tags: ['a'] });
    expect(state.getSnapshot()).not.toBe(before);
    expect(state.getSnapshot().tags).toBe(tags);
    expect(before.count).toBe(0);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the same object and tells no one when a patch changes nothing (a scroll that keeps the header)', () => {
    const state = observableState({ sticky: false, open: true });
    const listener = vi.fn();
    state.subscribe(listener);
    const before = state.getSnapshot();
    state.set({ sticky: false });
    state.set(() => undefined);
    state.replace(before);
    expect(state.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops telling a listener once it unsubscribed', () => {
    const state = observableState({ n: 0 });
    const listener = vi.fn();
    const off = state.subscribe(listener);
    off();
    state.set({ n: 1 });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('omitKeys', () => {
  it('drops the keys, and answers the same object when it has none of them', () => {
    const busy: Record<number, true> = { 1: true, 2: true };
    expect(omitKeys(busy, [1])).toEqual({ 2: true });
    expect(busy).toEqual({ 1: true, 2: true });
    expect(omitKeys(busy, [3])).toBe(busy);
  });
});
