import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './create-analytics';
import { type DataLayerEntry, dataLayerAdapter } from './data-layer-adapter';
import { deferredSender } from './deferred-sender';
import type { EcommerceEvent } from './ecommerce-event';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const drill = { id: 101, name: 'Дрель Makita', price: 4990, brand: 'Makita', category: 'Инструмент/Дрели' };

/** An analytics with a data layer that exists once `ready` is set. */
function withDataLayer(region = '76') {
  const layer: DataLayerEntry[] = [];
  let ready = false;
  const analytics = createAnalytics({
    regionCode: () => region,
    senders: [dataLayerAdapter({ dataLayer: () => (ready ? layer : undefined) })],
  });
  return {
    analytics,
    layer,
    open() {
      ready = true;
    },
  };
}

describe('ecommerce analytics (§7.8)', () => {
  it('pushes add and remove in Yandex Metrica format, ids suffixed with @ and the region code (§5)', () => {
    const { analytics, layer, open } = withDataLayer();
    open();
    analytics.track({ type: 'add', products: [{ ...drill, quantity: 2 }] });
    analytics.track({ type: 'remove', products: [{ ...drill, quantity: 1 }] });
    expect(layer).toEqual([
      {
        ecommerce: {
          currencyCode: 'RUB',
          add: {
            products: [
              {
                id: '101@76',
                name: 'Дрель Makita',
                price: 4990,
                brand: 'Makita',
                category: 'Инструмент/Дрели',
                quantity: 2,
              },
            ],
          },
        },
      },
      {
        ecommerce: {
          currencyCode: 'RUB',
          remove: {
            products: [
              {
                id: '101@76',
                name: 'Дрель Makita',
                price: 4990,
                brand: 'Makita',
                category: 'Инструмент/Дрели',
                quantity: 1,
              },
            ],
          },
        },
      },
    ]);
  });

  it('pushes impressions, click, detail, promo, checkout step 1 and purchase with id, revenue and coupon', () => {
    const { analytics, layer, open } = withDataLayer('77');
    open();
    const events: EcommerceEvent[] = [
      { type: 'impressions', products: [{ ...drill, list: 'Каталог', position: 1 }] },
      { type: 'click', list: 'Каталог', products: [{ ...drill, position: 1 }] },
      { type: 'detail', products: [drill] },
      { type: 'promoView', promotions: [{ id: 5, name: 'Скидки на дрели', position: 'slider_1' }] },
      { type: 'promoClick', promotions: [{ id: 5, name: 'Скидки на дрели' }] },
      { type: 'checkout', step: 1, products: [{ ...drill, quantity: 1 }] },
      {
        type: 'purchase',
        order: { id: 'В-2026-000123', revenue: 4490, coupon: 'SALE10' },
        products: [{ ...drill, quantity: 1 }],
      },
    ];
    for (const event of events) analytics.track(event);
    const product = {
      id: '101@77',
      name: 'Дрель Makita',
      price: 4990,
      brand: 'Makita',
      category: 'Инструмент/Дрели',
    };
    expect(layer).toEqual([
      { ecommerce: { currencyCode: 'RUB', impressions: [{ ...product, list: 'Каталог', position: 1 }] } },
      {
        ecommerce: {
          currencyCode: 'RUB',
          click: { actionField: { list: 'Каталог' }, products: [{ ...product, position: 1 }] },
        },
      },
      { ecommerce: { currencyCode: 'RUB', detail: { products: [product] } } },
      {
        ecommerce: {
          promoView: { promotions: [{ id: '5', name: 'Скидки на дрели', position: 'slider_1' }] },
        },
      },
      { ecommerce: { promoClick: { promotions: [{ id: '5', name: 'Скидки на дрели' }] } } },
      {
        ecommerce: {
          currencyCode: 'RUB',
          checkout: { actionField: { step: 1 }, products: [{ ...product, quantity: 1 }] },
        },
      },
      {
        ecommerce: {
          currencyCode: 'RUB',
          purchase: {
            actionField: { id: 'В-2026-000123', revenue: 4490, coupon: 'SALE10' },
            products: [{ ...product, quantity: 1 }],
          },
        },
      },
    ]);
  });

  it('leaves the coupon out of a purchase without one, and the suffix out when the region is unknown', () => {
    const layer: DataLayerEntry[] = [];
    const analytics = createAnalytics({ senders: [dataLayerAdapter({ dataLayer: () => layer })] });
    analytics.track({
      type: 'purchase',
      order: { id: 'В-1', revenue: 100 },
      products: [{ id: 1, name: 'Гвоздь', price: 100 }],
    });
    expect(layer).toEqual([
      {
        ecommerce: {
          currencyCode: 'RUB',
          purchase: {
            actionField: { id: 'В-1', revenue: 100 },
            products: [{ id: '1', name: 'Гвоздь', price: 100 }],
          },
        },
      },
    ]);
  });

  it('retries every 2 s until the data layer is ready, then sends the waiting events in order (§8, §9)', async () => {
    const { analytics, layer, open } = withDataLayer();
    analytics.track({ type: 'detail', products: [drill] });
    analytics.track({ type: 'add', products: [drill] });
    await vi.advanceTimersByTimeAsync(2000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(layer).toEqual([]);
    open();
    await vi.advanceTimersByTimeAsync(1999);
    expect(layer).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(layer.map((e) => Object.keys(e.ecommerce).filter((k) => k !== 'currencyCode')[0])).toEqual([
      'detail',
      'add',
    ]);
    analytics.track({ type: 'remove', products: [drill] });
    expect(layer).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses window.dataLayer by default', () => {
    const g = globalThis as { dataLayer?: DataLayerEntry[] };
    g.dataLayer = [];
    try {
      createAnalytics({ senders: [dataLayerAdapter()] }).track({ type: 'detail', products: [drill] });
      expect(g.dataLayer).toHaveLength(1);
    } finally {
      delete g.dataLayer;
    }
  });

  it('stops retrying on destroy', async () => {
    const { analytics } = withDataLayer();
    analytics.track({ type: 'detail', products: [drill] });
    expect(vi.getTimerCount()).toBe(1);
    analytics.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('loads a deferred sender right after the page by default, not with it', async () => {
    const load = vi.fn(async () => dataLayerAdapter({ dataLayer: () => [] }));
    deferredSender(load);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads a deferred sender 2.5 s after the page when asked; events tracked before wait for it (§9)', async () => {
    const layer: DataLayerEntry[] = [];
    const load = vi.fn(async () => dataLayerAdapter({ dataLayer: () => layer }));
    const analytics = createAnalytics({
      regionCode: () => '76',
      senders: [deferredSender(load, { delayMs: 2500 })],
    });
    analytics.track({ type: 'detail', products: [drill] });
    await vi.advanceTimersByTimeAsync(2499);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(layer).toEqual([]);
    // The analytics' retry (every 2 s, 2 s after the first try) finds it ready.
    await vi.advanceTimersByTimeAsync(2000);
    expect(layer).toHaveLength(1);
    analytics.track({ type: 'add', products: [drill] });
    expect(layer).toHaveLength(2);
  });

  it('keeps a deferred sender whose code failed to load not ready, its events kept', async () => {
    const sender = deferredSender(() => Promise.reject(new Error('chunk failed')));
    await vi.advanceTimersByTimeAsync(2500);
    expect(sender.ready()).toBe(false);
  });
});
