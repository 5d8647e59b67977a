import { createClient, createCommerceSync } from '@verstak/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createVerstak } from './create-verstak';

// The stores' chunk that does not come: the shopper went offline, or a new release replaced the
// page's chunks (a rolling restart behind the balancer). The buttons' actions still answer their
// outcome, as the stores' own methods do, instead of rejecting where no one catches it.
vi.mock('./store-code', () => {
  throw new Error('chunk gone');
});

describe('createVerstak’s commerce stores when their code does not come', () => {
  it('answer `failed` to an add, a toggle and a basket change, never a rejection', async () => {
    const client = createClient({
      baseUrl: 'http://api.test',
      fetch: () => Promise.reject(new Error('offline')),
    });
    const { stores } = createVerstak(client, { commerceSync: createCommerceSync({ channel: null }) });
    const outcomes = await Promise.all([
      stores.basket.add(5),
      stores.basket.setQuantity(5, 2),
      stores.basket.remove([5]),
      stores.basket.setBonuses(true),
      stores.basket.setPromoCode('SALE'),
      stores.favorites.toggle(5),
      stores.compare.toggle(5),
    ]);
    expect(outcomes.map((o) => o.kind)).toEqual(Array(7).fill('failed'));
    // A call that answers data rather than an outcome still rejects with the reason.
    await expect(stores.basket.load()).rejects.toThrow();
  });
});
