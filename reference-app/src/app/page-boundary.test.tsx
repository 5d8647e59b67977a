// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PageBoundary } from './page-boundary';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'items')");
}

describe('PageBoundary (§8: a page that throws in the browser)', () => {
  it('shows nothing of the broken page and hands the error on, the layout around it staying', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const element = document.createElement('div');
    const root = createRoot(element);
    act(() =>
      root.render(
        <main>
          <header>Шапка</header>
          <PageBoundary onError={onError}>
            <Broken />
          </PageBoundary>
        </main>,
      ),
    );
    expect(element.innerHTML).toBe('<main><header>Шапка</header></main>');
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(TypeError);
    act(() => root.unmount());
    logged.mockRestore();
  });

  it('shows the page as it is when it renders', () => {
    const element = document.createElement('div');
    const root = createRoot(element);
    act(() =>
      root.render(
        <PageBoundary onError={() => {}}>
          <p>Страница</p>
        </PageBoundary>,
      ),
    );
    expect(element.innerHTML).toBe('<p>Страница</p>');
    act(() => root.unmount());
  });
});
