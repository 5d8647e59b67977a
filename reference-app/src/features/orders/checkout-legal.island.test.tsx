// @vitest-environment happy-dom
import { act, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckoutLegal as Rendered } from './checkout-legal';
import { CheckoutLegal as Island } from './checkout-legal.island';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

const organizations = [
  { id: 1, name: 'ООО «Ромашка»', inn: '7700000001' },
  { id: 2, name: 'ООО «Лютик»', inn: '7700000002' },
];

describe("the checkout's «Организация» island", () => {
  it("keeps the server's section in place while its code loads, then answers the buyer", async () => {
    const onOrganization = vi.fn();
    const props = {
      organizations,
      organizationId: 1,
      onOrganization,
      files: [],
      onFiles: () => undefined,
      errors: {},
    };
    const pending = <section className="panel checkout__legal-pending" aria-busy="true" />;
    const container = document.createElement('div');
    // What the server sends: the section itself, not the placeholder.
    container.innerHTML = renderToString(
      <Suspense fallback={pending}>
        <Rendered {...props} />
      </Suspense>,
    );
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(
        container,
        <Suspense fallback={pending}>
          <Island {...props} />
        </Suspense>,
        { onRecoverableError },
      );
    });
    await act(async () => {
      await import('./checkout-legal');
    });
    const select = container.querySelector<HTMLSelectElement>('#checkout-organization');
    expect(container.querySelector('#legal-title')?.textContent).toBe('Организация');
    expect(container.querySelector('.checkout__legal-pending')).toBeNull();
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => {
      if (!select) return;
      select.value = '2';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onOrganization).toHaveBeenCalledWith(2);
  });
});
