// @vitest-environment happy-dom
import { createVerstak, VerstakProvider } from '@verstak/react';
import { createClient, createSession } from '@verstak/sdk';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountProvider, type AccountValue } from '../../app/account-context';
import { AuthPanel } from './auth-panel';
import { forgetOfferedProviders } from './external-auth';

// Issue 14 §1: where the server's login sandbox is absent (404), the login form offers no
// «Войти через VK / Яндекс» button that would lead to it.

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  forgetOfferedProviders();
  vi.unstubAllGlobals();
});

const account: AccountValue = {
  base: {},
  user: null,
  signedIn: async () => {},
  logOut: async () => {},
  refresh: async () => {},
  loginOpen: true,
  openLogin: () => {},
  closeLogin: () => {},
};

/** The login form, with the server answering the sandbox's provider list with `answer`. */
async function loginForm(answer: () => Promise<Response>): Promise<HTMLElement> {
  const asked = vi.fn((_input: RequestInfo | URL) => answer());
  vi.stubGlobal('fetch', asked);
  const client = createClient({
    baseUrl: 'http://api.test',
    fetch: () => Promise.reject(new Error('offline')),
  });
  const verstak = createVerstak(client, { session: createSession({ client, channel: null, locks: null }) });
  const container = document.createElement('div');
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <VerstakProvider value={verstak}>
        <AccountProvider value={account}>
          <AuthPanel />
        </AccountProvider>
      </VerstakProvider>,
    );
  });
  await act(async () => {
    await Promise.resolve();
  });
  expect(asked).toHaveBeenCalledWith('/sandbox/auth/', expect.anything());
  return container;
}

const buttons = (container: HTMLElement) =>
  [...container.querySelectorAll('button')]
    .map((b) => b.textContent)
    .filter((t) => t?.startsWith('Войти через'));

describe('the external login buttons', () => {
  it('are offered where the server has the sandbox for this browser', async () => {
    const form = await loginForm(async () =>
      Response.json({
        providers: [
          { id: 'vk', title: 'ВКонтакте' },
          { id: 'yandex', title: 'Яндекс ID' },
        ],
      }),
    );
    expect(buttons(form)).toEqual(['Войти через VK', 'Войти через Яндекс']);
  });

  it('are not offered where the sandbox answers 404 or does not answer', async () => {
    const absent = await loginForm(async () => Response.json({ code: 'not_found' }, { status: 404 }));
    expect(buttons(absent)).toEqual([]);
    expect(absent.textContent).not.toContain('или');
    act(() => root?.unmount());
    forgetOfferedProviders();
    const down = await loginForm(() => Promise.reject(new TypeError('fetch failed')));
    expect(buttons(down)).toEqual([]);
  });
});
