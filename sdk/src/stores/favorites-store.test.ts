import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics } from '../analytics/create-analytics';
import { deferred, FakeRefusal, fakeApi, fakeChannels, fakeTabs } from './commerce-fake-api';
import { createCommerceSync } from './commerce-sync';
import { createFavoritesStore } from './favorites-store';
import { favoriteToggleState } from './list-toggle-state';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(ids: number[] = []) {
  const api = fakeApi();
  const added: unknown[] = [];
  const goals: unknown[] = [];
  const analytics = createAnalytics();
  analytics.on((event) => goals.push(event));
  const store = createFavoritesStore({ client: api.client, analytics, onAdded: (data) => added.push(data) });
  store.setIds(ids);
  const toggle = (id: number) => favoriteToggleState(store.getSnapshot(), id);
  return { api, store, toggle, added, goals };
}

const section = (id: number, count: number) => ({ id, title: `Раздел ${id}`, count });
const list = (productIds: number[], sections = [section(10, productIds.length)]) => ({
  products: { items: [], total: productIds.length },
  sections,
  activeSectionId: sections[0]?.id ?? null,
  count: productIds.length,
  productIds,
  pagination: { page: 1, pageCount: 1, count: productIds.length },
});

describe('the favourites toggle (§4.4)', () => {
  it('becomes active on add success, shows the tooltip for 3 s and reports the favourite event', async () => {
    const { api, store, toggle, added, goals } = setup();
    api.on('POST /favorites/products/', () => ({ productIds: [7] }));
    expect(toggle(7)).toMatchObject({ active: false, title: 'В избранное' });
    await store.toggle(7, { price: 1990 });
    expect(api.calls[0]?.body).toEqual({ id: 7 });
    expect(toggle(7)).toEqual({
      active: true,
      busy: false,
      title: 'В избранном',
      tooltip: true,
      limitMessage: null,
    });
    expect(added).toEqual([{ productId: 7, price: 1990 }]);
    expect(goals).toEqual([{ type: 'goal', goal: 'favorites_add' }]);
    await vi.advanceTimersByTimeAsync(2999);
    expect(toggle(7).tooltip).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(toggle(7).tooltip).toBe(false);
  });

  it('ignores clicks while a request runs', async () => {
    const { api, store, toggle } = setup();
    const answer = deferred();
    api.on('POST /favorites/products/', () => answer.promise);
    const first = store.toggle(7);
    expect(toggle(7).busy).toBe(true);
    await store.toggle(7);
    await store.toggle(7);
    answer.resolve({ productIds: [7] });
    await first;
    expect(api.calls).toHaveLength(1);
    expect(toggle(7)).toMatchObject({ active: true, busy: false });
  });

  it('becomes inactive on remove even when the removal fails, silently (§8)', async () => {
    const { api, store, toggle } = setup([7, 8]);
    api.on('DELETE /favorites/products/7', () => {
      throw new FakeRefusal(500, { common: 'Ошибка сервера' }, 'internal');
    });
    await expect(store.toggle(7)).resolves.toEqual({ kind: 'failed', message: 'Ошибка сервера' });
    expect(toggle(7)).toMatchObject({ active: false, tooltip: false, limitMessage: null });
    expect(store.getSnapshot().productIds).toEqual([8]);
  });

  it('shows «Превышен лимит (99)» for 3.5 s when the add is refused for the limit', async () => {
    const { api, store, toggle } = setup();
    api.on('POST /favorites/products/', () => {
      throw new FakeRefusal(409, { limit: 'Превышен лимит (99)' });
    });
    await store.toggle(100);
    expect(toggle(100)).toMatchObject({ active: false, tooltip: false, limitMessage: 'Превышен лимит (99)' });
    await vi.advanceTimersByTimeAsync(3499);
    expect(toggle(100).limitMessage).toBe('Превышен лимит (99)');
    await vi.advanceTimersByTimeAsync(1);
    expect(toggle(100).limitMessage).toBeNull();
  });

  it('shows nothing for a failed add that is not the limit', async () => {
    const { api, store, toggle } = setup();
    api.on('POST /favorites/products/', () => {
      throw new FakeRefusal(404, { common: 'Товар не найден' }, 'product_not_found');
    });
    await store.toggle(5);
    expect(toggle(5)).toEqual({
      active: false,
      busy: false,
      title: 'В избранное',
      tooltip: false,
      limitMessage: null,
    });
  });

  it('is cleared on logout (§4.1) and reloaded on login', async () => {
    const { api, store } = setup([1, 2]);
    api.client.events.emit('loggedOut', undefined);
    expect(store.getSnapshot().productIds).toEqual([]);
    api.on('GET /favorites/products/', () => ({ productIds: [3], count: 1 }));
    api.client.events.emit('loggedIn', { reason: 'login', authorized: true, remote: false });
    await vi.waitFor(() => expect(store.getSnapshot().productIds).toEqual([3]));
  });
});

describe('the favourites page (§4.6)', () => {
  it('loads by section with paging, removes a section, and clears', async () => {
    const { api, store } = setup();
    api.on('GET /pages/personal/favorites', () => ({
      meta: {},
      ...list([1, 2, 3], [section(10, 2), section(20, 1)]),
    }));
    api.on('GET /favorites/sections/20', () => list([1, 2, 3], [section(10, 2), section(20, 1)]));
    api.on('DELETE /pages/personal/favorites/section/10', () => list([3], [section(20, 1)]));
    api.on('DELETE /favorites/', () => ({ productIds: [] }));
    await store.loadListing();
    expect(store.getSnapshot().listing?.sections.map((s) => s.id)).toEqual([10, 20]);
    expect(store.getSnapshot().listing).not.toHaveProperty('meta');
    await store.loadSection(20, 2, 12);
    expect(api.to('GET /favorites/sections/20')[0]?.query).toMatchObject({ page: '2', count: '12' });
    await store.removeSection(10);
    expect(store.getSnapshot()).toMatchObject({ productIds: [3], listing: { sections: [section(20, 1)] } });
    await store.clear();
    expect(store.getSnapshot()).toMatchObject({
      productIds: [],
      listing: { sections: [], count: 0, products: { items: [], total: 0 } },
    });
  });
});

describe('a favourites page loaded elsewhere', () => {
  it('is taken with its ids, without telling the other tabs', () => {
    const { channel, posted } = fakeChannels(2);
    const api = fakeApi();
    const store = createFavoritesStore({
      client: api.client,
      sync: createCommerceSync({ channel: channel(0) }),
    });
    store.setListing(list([5, 6]));
    expect(store.getSnapshot()).toMatchObject({
      productIds: [5, 6],
      listingStatus: 'idle',
      listing: { count: 2 },
    });
    expect(posted).toEqual([]);
  });
});

describe('the favourites across tabs', () => {
  it('sends ids alone, and the other tab applies them without a request', async () => {
    const { a, b, tabA, tabB, posted } = fakeTabs(createFavoritesStore);
    a.on('POST /favorites/products/', () => ({ productIds: [4, 9] }));
    await tabA.toggle(9);
    expect(tabB.getSnapshot().productIds).toEqual([4, 9]);
    expect(b.calls).toEqual([]);
    expect(posted).toEqual([
      { type: 'verstak-commerce', kind: 'favorites', productIds: [4, 9], from: expect.any(String) },
    ]);
  });
});
