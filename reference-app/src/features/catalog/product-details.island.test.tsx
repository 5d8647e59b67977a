// @vitest-environment happy-dom
import type { ProductDetail } from '@verstak/sdk';
import { act, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProductDetails as Rendered, ProductBuyFacts as RenderedBuyFacts } from './product-details';
import { ProductBuyFacts as BuyFactsIsland, ProductDetails as Island } from './product-details.island';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

const product = {
  description: ['Мощная дрель для бетона.', 'Две скорости.'],
  properties: [{ code: 'power', title: 'Мощность', value: '800 Вт' }],
  stock: [
    { shopId: 1, address: 'Ярославль, ул. Свободы, 1', quantity: 3 },
    { shopId: 2, address: 'Кострома, пр. Мира, 5', quantity: 0 },
  ],
  warrantyMonths: 24,
  mostImportantParams: [{ title: 'Патрон', value: '13 мм' }],
} as unknown as ProductDetail;

describe("the product page's islands (issue 16)", () => {
  it("keep the server's description, specification, stock, warranty and params, without a mismatch", async () => {
    const server = (
      <Suspense fallback={<p>ждём</p>}>
        <div className="buy">
          <RenderedBuyFacts product={product} />
        </div>
        <Rendered product={product} />
      </Suspense>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(server);
    document.body.append(container);
    const before = container.innerHTML;
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(
        container,
        <Suspense fallback={<p>ждём</p>}>
          <div className="buy">
            <BuyFactsIsland product={product} />
          </div>
          <Island product={product} />
        </Suspense>,
        { onRecoverableError },
      );
    });
    await act(async () => {
      await import('./product-details');
    });
    expect(container.innerHTML).toBe(before);
    expect(container.querySelector('#spec-title')?.textContent).toBe('Характеристики');
    expect(container.querySelector('.stock')?.textContent).toContain('3 шт.');
    expect(container.querySelector('.stock')?.textContent).toContain('нет');
    expect(container.querySelector('.buy')?.textContent).toContain('Гарантия: 24 месяца');
    expect(container.querySelector('.buy__params')?.textContent).toBe('Патрон: 13 мм');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});
