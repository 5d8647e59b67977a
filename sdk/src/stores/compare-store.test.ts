import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics } from '../analytics/create-analytics';
import type { CompareState } from '../api/api-types';
import { basketLine, deferred, FakeRefusal, fakeApi, fakeTabs } from './commerce-fake-api';
import { createCompareStore } from './compare-store';
import { compareToggleState } from './list-toggle-state';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(ids: number[] = []) {
  const api = fakeApi();
  const goals: unknown[] = [];
  const analytics = createAnalytics();
  analytics.on((event) => goals.push(event));
  const store = createCompareStore({ client: api.client, analytics });
  store.setIds(ids);
  const toggle = (id: number) => compareToggleState(store.getSnapshot(), id);
  return { api, store, toggle, goals };
}

const card = (id: number) => ({ ...basketLine(id, 1), shortTitle: '' }) as never;
const section = (id: number, count: number) => ({ id, title: `Раздел ${id}`, count });
/** The comparison of section `active` with its products, and all sections. */
function comparison(
  active: number | null,
  items: number[],
  sections: ReturnType<typeof section>[],
  productIds: number[],
): CompareState {
  return {
    products: { id: active, items: Object.fromEntries(items.map((id) => [String(id), card(id)])) },
    properties: { important: [], additional: [] },
    sections,
    activeSectionId: active,
    productIds,
  };
}

describe('the compare toggle (§4.5)', () => {
  it('adds: active, the alert 3 s on desktop and 5 s on mobile, the goal compare_add', async () => {
    const { api, store, toggle, goals } = setup();
    api.on('POST /compare/products/', (call) => ({ productIds: [Number(call.body.id)] }));
    await store.toggle(3);
    expect(toggle(3)).toEqual({
      active: true,
      busy: false,
      title: 'В сравнении',
      alert: true,
      limitMessage: null,
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(toggle(3).alert).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(toggle(3).alert).toBe(false);
    await store.toggle(4, { isMobile: true });
    await vi.advanceTimersByTimeAsync(4999);
    expect(toggle(4).alert).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(toggle(4).alert).toBe(false);
    expect(goals).toEqual([
      { type: 'goal', goal: 'compare_add' },
      { type: 'goal', goal: 'compare_add' },
    ]);
  });

  it('on a failed add shows the alert and the limit flag 3.5 s (5.5 s mobile), and a new click clears them first', async () => {
    const { api, store, toggle } = setup();
    api.on('POST /compare/products/', () => {
      throw new FakeRefusal(409, { limit: 'Превышен лимит (99)' });
    });
    await store.toggle(3);
    expect(toggle(3)).toMatchObject({ active: false, alert: true, limitMessage: 'Превышен лимит (99)' });
    expect(store.getSnapshot().limitAlert).toBe(true);
    await vi.advanceTimersByTimeAsync(3499);
    expect(store.getSnapshot().limitAlert).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getSnapshot()).toMatchObject({ limitAlert: false, alert: null });

    await store.toggle(3, { isMobile: true });
    await vi.advanceTimersByTimeAsync(5499);
    expect(store.getSnapshot().limitAlert).toBe(true);
    // The next click clears the limit alert before anything else, even while its request runs.
    const held = deferred();
    api.on('POST /compare/products/', () => held.promise);
    const click = store.toggle(5);
    expect(store.getSnapshot()).toMatchObject({ limitAlert: false, alert: null });
    held.resolve({ productIds: [5] });
    await click;
    await vi.advanceTimersByTimeAsync(1);
    expect(toggle(5)).toMatchObject({ active: true, alert: true });
  });

  it('removes: inactive and the parent is told the product id, even when the call fails', async () => {
    const { api, store, toggle } = setup([3, 4]);
    const removed: number[] = [];
    api.on('DELETE /compare/products/3', () => ({ productIds: [4] }));
    api.on('DELETE /compare/products/4', () => {
      throw new FakeRefusal(500, { common: 'Ошибка сервера' }, 'internal');
    });
    await store.toggle(3, { onRemoved: (id) => removed.push(id) });
    await store.toggle(4, { onRemoved: (id) => removed.push(id) });
    expect(removed).toEqual([3, 4]);
    expect([toggle(3).active, toggle(4).active]).toEqual([false, false]);
  });

  it('ignores clicks while a request runs', async () => {
    const { api, store } = setup();
    const held = deferred();
    api.on('POST /compare/products/', () => held.promise);
    const first = store.toggle(3);
    await store.toggle(3);
    held.resolve({ productIds: [3] });
    await first;
    expect(api.calls).toHaveLength(1);
  });

  it('is cleared on logout (§4.1)', () => {
    const { api, store } = setup([1]);
    api.client.events.emit('loggedOut', undefined);
    expect(store.getSnapshot().productIds).toEqual([]);
  });
});

describe('the compare page (§4.5)', () => {
  it('removing a product drops it and lowers its section count; with none left it reloads from the server', async () => {
    const { api, store } = setup();
    const sections = [section(10, 2), section(20, 1)];
    api.on('GET /compare/', (call) =>
      call.query.sectionId === undefined && api.to('GET /compare/').length > 1
        ? comparison(20, [3], [section(20, 1)], [3])
        : comparison(10, [1, 2], sections, [1, 2, 3]),
    );
    api.on('DELETE /compare/products/1', () => ({ productIds: [2, 3] }));
    api.on('DELETE /compare/products/2', () => ({ productIds: [3] }));
    await store.loadListing();
    await store.removeProduct(1);
    expect(Object.keys(store.getSnapshot().listing?.products.items ?? {})).toEqual(['2']);
    expect(store.getSnapshot().listing?.sections).toEqual([section(10, 1), section(20, 1)]);
    expect(api.to('GET /compare/')).toHaveLength(1);
    await store.removeProduct(2);
    expect(api.to('GET /compare/')).toHaveLength(2);
    expect(store.getSnapshot().listing).toMatchObject({ activeSectionId: 20, sections: [section(20, 1)] });
    expect(store.getSnapshot().productIds).toEqual([3]);
  });

  it('removing a section: another is dropped, the active one loads the first remaining, the last empties', async () => {
    const { api, store } = setup();
    api.on('GET /compare/', (call) =>
      call.query.sectionId === '20'
        ? comparison(20, [3], [section(20, 1), section(30, 1)], [3, 4])
        : comparison(10, [1], [section(10, 1), section(20, 1), section(30, 1)], [1, 3, 4]),
    );
    await store.loadListing();
    api.on('DELETE /compare/sections/30', () => ({ productIds: [1, 3] }));
    await store.removeSection(30);
    expect(store.getSnapshot().listing).toMatchObject({
      activeSectionId: 10,
      sections: [section(10, 1), section(20, 1)],
    });
    expect(api.to('GET /compare/')).toHaveLength(1);
    api.on('DELETE /compare/sections/10', () => ({ productIds: [3, 4] }));
    await store.removeSection(10);
    expect(api.to('GET /compare/')[1]?.query).toMatchObject({ sectionId: '20' });
    expect(store.getSnapshot().listing?.activeSectionId).toBe(20);
    api.on('DELETE /compare/sections/20', () => ({ productIds: [4] }));
    api.on('DELETE /compare/sections/30', () => ({ productIds: [] }));
    await store.removeSection(20);
    await store.removeSection(30);
    expect(store.getSnapshot()).toMatchObject({
      productIds: [],
      listing: { sections: [], activeSectionId: null, products: { id: null, items: {} } },
    });
  });

  it('takes a page loaded elsewhere with its ids, then applies the removal rules to it', async () => {
    const { api, store } = setup();
    store.setListing(comparison(10, [1, 2], [section(10, 2)], [1, 2]));
    expect(store.getSnapshot()).toMatchObject({ productIds: [1, 2], listingStatus: 'idle' });
    api.on('DELETE /compare/products/1', () => ({ productIds: [2] }));
    await store.removeProduct(1);
    expect(store.getSnapshot().listing?.sections).toEqual([section(10, 1)]);
  });

  it('removing the whole list empties the state', async () => {
    const { api, store } = setup();
    api.on('GET /compare/', () => comparison(10, [1], [section(10, 1)], [1]));
    api.on('DELETE /compare/', () => ({ productIds: [] }));
    await store.loadListing();
    await store.clear();
    expect(store.getSnapshot()).toMatchObject({
      productIds: [],
      listing: { sections: [], products: { items: {} } },
    });
  });
});

describe('the comparison across tabs', () => {
  it('applies the ids another tab sends and ignores malformed messages', async () => {
    const { a, tabA, tabB, channel } = fakeTabs(createCompareStore);
    a.on('POST /compare/products/', () => ({ productIds: [6] }));
    await tabA.toggle(6);
    expect(tabB.getSnapshot().productIds).toEqual([6]);
    for (const data of [
      { type: 'verstak-commerce', from: 'x', kind: 'compare', productIds: ['<script>'] },
      { type: 'verstak-commerce', from: 'x', kind: 'compare', productIds: [-1] },
      { type: 'verstak-commerce', from: 'x', kind: 'compare', productIds: Array(1001).fill(1) },
      { type: 'other', from: 'x', kind: 'compare', productIds: [1] },
      null,
      'compare',
    ]) {
      channel.postMessage(data as never);
    }
    expect(tabB.getSnapshot().productIds).toEqual([6]);
  });
});
