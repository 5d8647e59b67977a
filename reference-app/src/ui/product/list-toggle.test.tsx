// @vitest-environment happy-dom
import { createVerstak, VerstakProvider } from '@verstak/react';
import { createClient, createCommerceSync, createSession } from '@verstak/sdk';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testRoot } from '../../app/test-root';
import { FavoriteToggle } from './list-toggle';

// The favourites-limit modal (§2.9, §4.4) opens on each refused click, not once per alert: the
// alert of a refusal stays 3.5 s with the same message, and a second click inside it must open the
// modal again (the modal conformance suite reopens it at once, and so may a shopper).

const root = testRoot();

/** The server's answer to the 100th favourite (reference-server/src/product-lists/visitor-list.ts). */
const FULL = {
  code: 'limit',
  message: 'Превышен лимит (99)',
  errors: { limit: 'Превышен лимит (99)' },
  codes: { limit: 'limit' },
  details: { limit: 99 },
};

const dialog = () => document.querySelector('[role="dialog"][aria-label="Избранное заполнено"]');

/** Clicks the toggle and waits until the limit modal shows (its chunk loads first). */
async function clickUntilModal(button: HTMLButtonElement): Promise<void> {
  await act(async () => button.click());
  await vi.waitFor(async () => {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(dialog()).not.toBeNull();
  });
}

describe('the favourites toggle and its limit modal', () => {
  it('a second refused click while the first alert still shows opens the modal again', async () => {
    const requests: string[] = [];
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return Promise.resolve(Response.json(FULL, { status: 409 }));
    };
    const client = createClient({ baseUrl: 'http://api.test', fetch });
    const verstak = createVerstak(client, {
      session: createSession({ client, channel: null, locks: null }),
      commerceSync: createCommerceSync({ channel: null }),
    });
    const container = root.render(
      <VerstakProvider value={verstak}>
        <FavoriteToggle product={{ id: 7, price: 500 }} />
      </VerstakProvider>,
    );
    const button = container.querySelector('button.list-toggle__button') as HTMLButtonElement;

    await clickUntilModal(button);
    expect(document.body.textContent).toContain('В избранном может быть не больше 99 товаров');
    const close = dialog()?.querySelector('.modal__body button') as HTMLButtonElement;
    await act(async () => close.click());
    expect(dialog()).toBeNull();

    // At once, inside the first refusal's 3.5 s alert: refused again, the modal opens again.
    await clickUntilModal(button);
    expect(requests.filter((r) => r.startsWith('POST')).length).toBe(2);
  });
});
