// @vitest-environment happy-dom
import type { Order } from '@verstak/sdk';
import { act, type ReactNode, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OrderChangeForm } from './order-change-form';
import { OrderGoods as RenderedGoods } from './order-goods';
import { OrderGoods as GoodsIsland } from './order-goods.island';
import { PaymentReturn as RenderedReturn } from './payment-return';
import { PaymentReturn as ReturnIsland } from './payment-return.island';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

const order = {
  id: 7,
  number: 'В-2026-000007',
  orderSum: 12_990,
  coupon: 500,
  promoCode: 'ВЕСНА',
  bonusesSpent: 0,
  deliveryPrice: 0,
  paid: 0,
  total: 12_490,
  isPaid: false,
  products: [
    {
      id: 1,
      code: 'drel',
      title: 'Дрель ударная',
      url: '/catalog/drel/',
      previewPicture: '/p.jpg',
      quantity: 2,
      price: 6_495,
      sum: 12_990,
      measure: 'шт',
    },
  ],
} as Order;

/** Renders `server` as the server would, then hydrates `client` over it; the recoverable-error spy. */
async function hydrateOver(server: ReactNode, client: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Suspense fallback={<p>ждём</p>}>{server}</Suspense>);
  document.body.append(container);
  const onRecoverableError = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, <Suspense fallback={<p>ждём</p>}>{client}</Suspense>, {
      onRecoverableError,
    });
  });
  return { container, onRecoverableError };
}

describe("the order page's islands (issue 16)", () => {
  it("keeps the server's «Товары» in place while their code loads, without a mismatch", async () => {
    const { container, onRecoverableError } = await hydrateOver(
      <RenderedGoods order={order} />,
      <GoodsIsland order={order} />,
    );
    await act(async () => {
      await import('./order-goods');
    });
    expect(container.querySelector('#order-goods')?.textContent).toBe('Товары');
    expect(container.querySelector('.order-goods a')?.getAttribute('href')).toBe('/catalog/drel/');
    expect(container.textContent).toContain('Промокод ВЕСНА');
    expect(container.textContent).not.toContain('ждём');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('says the payment is awaited, then that the bank has not confirmed it, once the watch gives up', async () => {
    const { container, onRecoverableError } = await hydrateOver(
      <RenderedReturn order={order} watch="waiting" />,
      <ReturnIsland order={order} watch="waiting" />,
    );
    await act(async () => {
      await import('./payment-return');
    });
    expect(container.textContent).toContain('Ждём подтверждения оплаты.');
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root?.render(<ReturnIsland order={order} watch="gaveUp" />));
    expect(container.textContent).toContain('Банк ещё не подтвердил платёж');
    act(() => root?.render(<ReturnIsland order={{ ...order, isPaid: true }} watch="idle" />));
    expect(container.textContent).toContain('Спасибо! Оплата получена.');
    expect(container.textContent).not.toContain('Ждём подтверждения');
  });
});

describe('«Изменение заказа»', () => {
  it('edits the text the page keeps and sends it on «Отправить менеджеру»', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    const onText = vi.fn();
    const onSend = vi.fn();
    root = createRoot(container);
    act(() => root?.render(<OrderChangeForm text="Другой адрес" onText={onText} onSend={onSend} />));
    const textarea = container.querySelector<HTMLTextAreaElement>('#change-comment');
    expect(textarea?.value).toBe('Другой адрес');
    expect(textarea?.maxLength).toBe(1000);
    act(() => {
      container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    });
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
