import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, FakeRefusal, fakeApi } from './commerce-fake-api';
import { createCompareStore } from './compare-store';
import { createFavoritesStore } from './favorites-store';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The server's refusal of an add to a full list (409 `limit`). */
const full = () =>
  new FakeRefusal(409, { limit: 'Превышен лимит (99)' }, 'limit', {
    codes: { limit: 'limit' },
    details: { limit: 99 },
  });

/** A favourites or compare store over a fake API, holding `ids`. */
function withIds<S extends { setIds(ids: number[]): void }>(
  create: (options: { client: ReturnType<typeof fakeApi>['client'] }) => S,
  ids: number[],
) {
  const api = fakeApi();
  const store = create({ client: api.client });
  store.setIds(ids);
  return { api, store };
}

describe('the favourites toggle answers what happened', () => {
  const setup = (ids: number[] = []) => withIds(createFavoritesStore, ids);

  it('added and removed, with the list as the server answered it', async () => {
    const { api, store } = setup([3]);
    api.on('POST /favorites/products/', () => ({ productIds: [3, 7] }));
    api.on('DELETE /favorites/products/3', () => ({ productIds: [7] }));
    await expect(store.toggle(7)).resolves.toEqual({ kind: 'added', productIds: [3, 7] });
    await expect(store.toggle(3)).resolves.toEqual({ kind: 'removed', productIds: [7] });
  });

  it('refused for the limit with the server’s message; failed; ignored while a request runs', async () => {
    const { api, store } = setup([8]);
    api.on('POST /favorites/products/', () => {
      throw full();
    });
    await expect(store.toggle(7)).resolves.toEqual({
      kind: 'refused',
      reason: 'limit',
      message: 'Превышен лимит (99)',
    });
    const answer = deferred();
    api.on('DELETE /favorites/products/8', () => answer.promise);
    const removal = store.toggle(8);
    await expect(store.toggle(8)).resolves.toEqual({ kind: 'ignored' });
    answer.reject(new FakeRefusal(500, { common: 'Ошибка сервера' }, 'internal'));
    await expect(removal).resolves.toEqual({ kind: 'failed', message: 'Ошибка сервера' });
    expect(store.getSnapshot().productIds).toEqual([]);
  });
});

describe('the compare toggle answers what happened', () => {
  const setup = (ids: number[] = []) => withIds(createCompareStore, ids);

  it('added and removed, with the list as the server answered it', async () => {
    const { api, store } = setup([3]);
    api.on('POST /compare/products/', () => ({ productIds: [3, 4] }));
    api.on('DELETE /compare/products/3', () => ({ productIds: [4] }));
    await expect(store.toggle(4)).resolves.toEqual({ kind: 'added', productIds: [3, 4] });
    await expect(store.toggle(3)).resolves.toEqual({ kind: 'removed', productIds: [4] });
  });

  it('refused for the limit, or for another reason with its message', async () => {
    const { api, store } = setup();
    api.on('POST /compare/products/', () => {
      throw full();
    });
    await expect(store.toggle(4)).resolves.toEqual({
      kind: 'refused',
      reason: 'limit',
      message: 'Превышен лимит (99)',
    });
    api.on('POST /compare/products/', () => {
      throw new FakeRefusal(404, { common: 'Товар не найден' }, 'product_not_found', {
        codes: { common: 'product_not_found' },
      });
    });
    await expect(store.toggle(5)).resolves.toEqual({
      kind: 'refused',
      reason: 'product_not_found',
      message: 'Товар не найден',
    });
  });
});
