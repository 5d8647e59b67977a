// @vitest-environment happy-dom
import {
  type AnalyticsSender,
  createClient,
  createCommerceSync,
  createSession,
  type EcommerceEvent,
} from '@verstak/sdk';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAnalytics, useBasket, useCompare, useFavorites, useHelperCounts } from './commerce-hooks';
import { createVerstak } from './create-verstak';
import { useAddToBasket } from './use-add-to-basket';
import { useCompareToggle } from './use-compare-toggle';
import { useFavoriteToggle } from './use-favorite-toggle';
import { VerstakProvider } from './verstak-context';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.useRealTimers();
});

/** Answers held open until the test releases them, keyed by "METHOD /path". */
function api() {
  const waiting: { route: string; body: string; answer: (data: unknown, status?: number) => void }[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve) => {
      const url = new URL(String(input));
      waiting.push({
        route: `${init?.method ?? 'GET'} ${url.pathname.replace('/api/v4', '')}`,
        body: init?.body instanceof URLSearchParams ? init.body.toString() : String(init?.body ?? ''),
        answer: (data, status = 200) =>
          resolve(
            Response.json(
              status < 300 ? { version: 'release_2025_08_01', data } : { code: 'validation', errors: data },
              {
                status,
              },
            ),
          ),
      });
    });
  return { fetch, waiting };
}

/** The app's value with the stores' code loaded, as the storefront has it once a page is hydrated. */
async function verstak(fetch: typeof globalThis.fetch, sender?: AnalyticsSender) {
  const client = createClient({ baseUrl: 'http://api.test', fetch });
  const value = createVerstak(client, {
    session: createSession({ client, channel: null, locks: null }),
    commerceSync: createCommerceSync({ channel: null }),
  });
  if (sender) value.analytics.addSender(sender);
  await value.loadStores?.();
  return value;
}

function mount(node: React.ReactNode, value: Awaited<ReturnType<typeof verstak>>) {
  const container = document.createElement('div');
  root = createRoot(container);
  act(() => root?.render(<VerstakProvider value={value}>{node}</VerstakProvider>));
  return container;
}

const line = (id: number) => ({
  id,
  quantity: 1,
  price: 500,
  title: `Товар ${id}`,
  manufacturer: 'Bosch',
  section: { chainString: 'Инструмент' },
});
const basket = (ids: number[]) => ({
  items: ids.map(line),
  itemsTotal: ids.length,
  priceTotal: 500 * ids.length,
  availableBonuses: 0,
  applyBonuses: false,
  appliedBonuses: 0,
  appliedPromoCode: '',
  version: ids.join(','),
});

/** Settles answered requests and the renders they cause. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

function AddButton({ id, isAvailable = true }: { id: number; isAvailable?: boolean }) {
  const button = useAddToBasket(id, { isAvailable, sectionUrl: '/catalog/perforatory/' });
  return button.href ? (
    <a href={button.href}>{button.title}</a>
  ) : (
    <button type="button" disabled={button.disabled} onClick={() => void button.add()}>
      {button.title}
    </button>
  );
}

describe('commerce hooks', () => {
  it('useAddToBasket: «В корзину», locked during the request, then the link «Перейти в корзину»', async () => {
    const { fetch, waiting } = api();
    const events: EcommerceEvent[] = [];
    const v = await verstak(fetch, { ready: () => true, send: (e) => events.push(e) });
    v.stores.cities.setCurrent({ regionCode: '76', locationId: 'loc' } as never);
    function Count() {
      return <span>{useBasket((s) => s.basket?.itemsTotal ?? 0)}</span>;
    }
    const container = mount(
      <>
        <AddButton id={3} />
        <Count />
      </>,
      v,
    );
    const button = container.querySelector('button') as HTMLButtonElement;
    expect(button.textContent).toBe('В корзину');
    act(() => button.click());
    await settle();
    expect(container.querySelector('button')?.disabled).toBe(true);
    act(() => (container.querySelector('button') as HTMLButtonElement).click());
    await settle();
    expect(waiting.map((w) => w.route)).toEqual(['POST /catalog/basket/add']);
    waiting[0]?.answer(basket([3]));
    await settle();
    expect(container.innerHTML).toBe('<a href="/personal/cart/">Перейти в корзину</a><span>1</span>');
    expect(events).toEqual([
      {
        type: 'add',
        products: [
          { id: '3@76', name: 'Товар 3', price: 500, brand: 'Bosch', category: 'Инструмент', quantity: 1 },
        ],
      },
      { type: 'goal', goal: 'add_to_cart' },
    ]);
  });

  it('useAddToBasket, useFavoriteToggle, useCompareToggle: answer the store’s outcome as it is', async () => {
    const { fetch, waiting } = api();
    const v = await verstak(fetch);
    const seen: unknown[] = [];
    function Buttons() {
      const add = useAddToBasket(3, { isAvailable: true });
      const favorite = useFavoriteToggle(3);
      const compare = useCompareToggle(3);
      return (
        <>
          <button type="button" onClick={() => void add.add().then((o) => seen.push(o))}>
            add
          </button>
          <button type="button" onClick={() => void favorite.toggle().then((o) => seen.push(o))}>
            favorite
          </button>
          <button type="button" onClick={() => void compare.toggle().then((o) => seen.push(o))}>
            compare
          </button>
        </>
      );
    }
    const container = mount(<Buttons />, v);
    const [add, favorite, compare] = [...container.querySelectorAll('button')];
    act(() => add?.click());
    await settle();
    waiting[0]?.answer({ quantity: 'Доступно только 3 шт.' }, 422);
    await settle();
    act(() => favorite?.click());
    await settle();
    waiting[1]?.answer({ productIds: [3] });
    await settle();
    act(() => compare?.click());
    await settle();
    waiting[2]?.answer({ limit: 'Превышен лимит (99)' }, 409);
    await settle();
    expect(seen).toEqual([
      {
        kind: 'refused',
        reason: 'validation',
        message: 'Доступно только 3 шт.',
        field: 'quantity',
        inBasket: 0,
      },
      { kind: 'added', productIds: [3] },
      { kind: 'refused', reason: 'limit', message: 'Превышен лимит (99)' },
    ]);
  });

  it('useAddToBasket: «Найти аналог» linking to the section when unavailable', async () => {
    const v = await verstak(api().fetch);
    const container = mount(<AddButton id={3} isAvailable={false} />, v);
    expect(container.innerHTML).toBe('<a href="/catalog/perforatory/">Найти аналог</a>');
  });

  it('useFavoriteToggle: active after the add, tooltip for 3 s; useFavorites counts', async () => {
    const { fetch, waiting } = api();
    const v = await verstak(fetch);
    function Toggle() {
      const t = useFavoriteToggle(8);
      const count = useFavorites((s) => s.productIds.length);
      const counts = useHelperCounts();
      if (counts.favorites !== count) throw new Error('the helper count follows the favourites');
      return (
        <button type="button" onClick={() => void t.toggle({ price: 500 })}>
          {`${t.title}${t.tooltip ? ' +tooltip' : ''}${t.busy ? ' …' : ''} ${count}`}
        </button>
      );
    }
    const container = mount(<Toggle />, v);
    const button = () => container.querySelector('button') as HTMLButtonElement;
    expect(button().textContent).toBe('В избранное 0');
    act(() => button().click());
    await settle();
    expect(button().textContent).toBe('В избранное … 0');
    waiting[0]?.answer({ productIds: [8] });
    await settle();
    expect(button().textContent).toBe('В избранном +tooltip 1');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(button().textContent).toBe('В избранном 1');
  });

  it('useHelperCounts: the basket counts units, as the header shows them, clamped to 99', async () => {
    const v = await verstak(api().fetch);
    v.stores.basket.setBasket({
      ...basket([1, 2]),
      items: [{ ...line(1), quantity: 3 }, line(2)],
      itemsTotal: 4,
    } as never);
    function Counts() {
      return <span>{useHelperCounts().basket}</span>;
    }
    const container = mount(<Counts />, v);
    expect(container.textContent).toBe('4');
    act(() =>
      v.stores.basket.setBasket({
        ...basket([1]),
        items: [{ ...line(1), quantity: 150 }],
        itemsTotal: 150,
      } as never),
    );
    expect(container.textContent).toBe('99');
  });

  it('useCompareToggle: the mobile alert lasts 5 s, removal tells the parent; logout clears the list', async () => {
    const { fetch, waiting } = api();
    const v = await verstak(fetch);
    const removed: number[] = [];
    function Toggle() {
      const t = useCompareToggle(4, { isMobile: true, onRemoved: (id) => removed.push(id) });
      const ids = useCompare((s) => s.productIds.join(','));
      return (
        <button type="button" onClick={() => void t.toggle()}>
          {`${t.title}${t.alert ? ' +alert' : ''} [${ids}]`}
        </button>
      );
    }
    const container = mount(<Toggle />, v);
    const button = () => container.querySelector('button') as HTMLButtonElement;
    act(() => button().click());
    await settle();
    waiting[0]?.answer({ productIds: [4] });
    await settle();
    expect(button().textContent).toBe('В сравнении +alert [4]');
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(button().textContent).toBe('В сравнении +alert [4]');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(button().textContent).toBe('В сравнении [4]');
    act(() => button().click());
    await settle();
    waiting[1]?.answer({ productIds: [] });
    await settle();
    expect(button().textContent).toBe('В сравнение []');
    expect(removed).toEqual([4]);
    act(() => v.stores.compare.setIds([1, 2]));
    expect(button().textContent).toBe('В сравнение [1,2]');
    act(() => v.client.events.emit('loggedOut', undefined));
    expect(button().textContent).toBe('В сравнение []');
    // Logout also re-fetches the basket (§4.1).
    await settle();
    expect(waiting.at(-1)?.route).toBe('GET /catalog/basket');
  });

  it('useAnalytics: caller events (detail) reach the senders with the region suffix', async () => {
    const events: EcommerceEvent[] = [];
    const v = await verstak(api().fetch, { ready: () => true, send: (e) => events.push(e) });
    v.stores.cities.setCurrent({ regionCode: '35', locationId: 'loc' } as never);
    function Product() {
      const analytics = useAnalytics();
      return (
        <button
          type="button"
          onClick={() =>
            analytics.track({ type: 'detail', products: [{ id: 9, name: 'Лобзик', price: 3000 }] })
          }
        >
          open
        </button>
      );
    }
    const container = mount(<Product />, v);
    act(() => (container.querySelector('button') as HTMLButtonElement).click());
    expect(events).toEqual([{ type: 'detail', products: [{ id: '9@35', name: 'Лобзик', price: 3000 }] }]);
  });
});
