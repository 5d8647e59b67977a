// @vitest-environment happy-dom
import { createVerstak, VerstakProvider } from '@verstak/react';
import { createClient, createCommerceSync, createSession } from '@verstak/sdk';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AddToBasketButton } from './add-to-basket-button';

// The button reads the store's one answer (issue 15 §4): the not-available modal opens on a sold-out
// product or a refusal for the quantity, and the basket is not read a second time to find out.

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

const line = {
  id: 7,
  quantity: 3,
  price: 500,
  title: 'Дрель',
  manufacturer: 'Bosch',
  section: { chainString: 'Инструмент' },
};
const basket = (lines: (typeof line)[]) => ({
  items: lines,
  itemsTotal: lines.length,
  priceTotal: 0,
  availableBonuses: 0,
  applyBonuses: false,
  appliedBonuses: 0,
  appliedPromoCode: '',
  version: String(lines.length),
});

/** The button for a drill (id 7) over an API answered by `fetch`, an empty basket shown; its container. */
async function mount(fetch: typeof globalThis.fetch): Promise<HTMLElement> {
  const client = createClient({ baseUrl: 'http://api.test', fetch });
  const verstak = createVerstak(client, {
    session: createSession({ client, channel: null, locks: null }),
    commerceSync: createCommerceSync({ channel: null }),
  });
  verstak.stores.basket.setBasket(basket([]) as never);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <VerstakProvider value={verstak}>
        <AddToBasketButton
          product={{ id: 7, title: 'Дрель', isAvailable: true, sectionUrl: '/catalog/dreli/' }}
        />
      </VerstakProvider>,
    );
  });
  return container;
}

/**
 * The button over an API that answers the add with `status` and `body` and the basket with `held`
 * (what another device put there); the requests it got and the page's text once `waitFor` holds.
 */
async function click(status: number, body: object, held: (typeof line)[] = [], waitFor = '') {
  const requests: string[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`;
    requests.push(request);
    if (request === 'GET /api/v4/catalog/basket')
      return Promise.resolve(Response.json({ version: 'release_2025_08_01', data: basket(held) }));
    return Promise.resolve(Response.json(body, { status }));
  };
  const container = await mount(fetch);
  await act(async () => {
    (container.querySelector('button') as HTMLButtonElement).click();
  });
  // The modal is its own chunk: wait for it to load and render.
  await vi.waitFor(async () => {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.body.textContent).toContain(waitFor);
  });
  return { requests, text: document.body.textContent ?? '' };
}

describe('the add button reads the store’s outcome', () => {
  it('a refusal for the quantity: the basket holds all there is, «Больше добавить нельзя»', async () => {
    const { requests, text } = await click(
      422,
      {
        code: 'quantity_unavailable',
        errors: { quantity: 'Доступно только 3 шт.' },
        codes: { quantity: 'quantity_unavailable' },
        details: { productId: 7, maxQuantity: 3, inBasket: 3 },
      },
      [line],
      'Больше добавить нельзя',
    );
    expect(text).toContain('доступно только 3 шт.');
    // The refusal counted 3 in a basket shown empty (another device): the store read it once itself.
    expect(requests).toEqual(['POST /api/v4/catalog/basket/add', 'GET /api/v4/catalog/basket']);
  });

  it('a product refused as unavailable with none in the basket: sold out, «Найти аналог»', async () => {
    const { requests, text } = await click(
      422,
      {
        code: 'product_unavailable',
        errors: { quantity: 'Товара нет в наличии' },
        codes: { quantity: 'product_unavailable' },
        details: { productId: 7, maxQuantity: 0 },
      },
      [],
      '«Дрель» закончился',
    );
    expect(text).toContain('Найти аналог');
    expect(requests).toEqual(['POST /api/v4/catalog/basket/add']);
  });

  it('locked while the add runs, the button keeps the focus (not disabled) and a second click sends nothing', async () => {
    const requests: string[] = [];
    let answer: (response: Response) => void = () => undefined;
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    };
    const container = await mount(fetch);
    const button = container.querySelector('button') as HTMLButtonElement;
    button.focus();
    await act(async () => button.click());
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    await act(async () => button.click());
    expect(requests).toEqual(['POST /api/v4/catalog/basket/add']);
    await act(async () => answer(Response.json({ version: 'release_2025_08_01', data: basket([line]) })));
  });

  it('any other failure opens nothing (§8)', async () => {
    const { text } = await click(500, { code: 'internal', errors: { common: 'Ошибка сервера' } });
    expect(text).not.toContain('Больше добавить нельзя');
    expect(text).not.toContain('закончился');
  });
});
