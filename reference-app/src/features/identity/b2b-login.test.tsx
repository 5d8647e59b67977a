// @vitest-environment happy-dom
import { createVerstak, VerstakProvider } from '@verstak/react';
import { createClient, createSession } from '@verstak/sdk';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountProvider, type AccountValue } from '../../app/account-context';
import { AuthPanel } from './auth-panel';

// §2.9's B2B login variant: the business login alone (the organization's e-mail and password), and
// §6's B2B rule after it: an account without the b2b group is sent on to /personal/.

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  // biome-ignore lint/suspicious/noDocumentCookie: the session's token store is this cookie; each test starts without it.
  document.cookie = 'accessToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

/** An access token carrying `groups` (the store reads its claims, never its signature). */
function token(groups: string[]): string {
  const claims = { role: 'authorized', groups, exp: Math.floor(Date.now() / 1000) + 600 };
  const payload = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.c2ln`;
}

/** The B2B login form with a server that logs any account in with `groups`; what signedIn got. */
async function b2bForm(groups: string[]) {
  const client = createClient({
    baseUrl: 'http://api.test',
    fetch: async (input) => {
      if (!String(input).includes('/users/login'))
        return Response.json({ code: 'not_found' }, { status: 404 });
      return Response.json({ data: { accessToken: token(groups), expiresAt: Date.now() + 600_000 } });
    },
  });
  const verstak = createVerstak(client, { session: createSession({ client, channel: null, locks: null }) });
  const signedIn = vi.fn(async (_next?: string) => {});
  const account: AccountValue = {
    base: {},
    user: null,
    signedIn,
    logOut: async () => {},
    refresh: async () => {},
    loginOpen: false,
    openLogin: () => {},
    closeLogin: () => {},
  };
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <VerstakProvider value={verstak}>
        <AccountProvider value={account}>
          <AuthPanel variant="b2b" />
        </AccountProvider>
      </VerstakProvider>,
    );
  });
  await vi.waitFor(() => expect(container.querySelector('input[name="login"]')).not.toBeNull());
  return { container, signedIn };
}

async function logIn(container: HTMLElement) {
  const field = (name: string) => container.querySelector(`input[name="${name}"]`) as HTMLInputElement;
  field('login').value = 'buh@stroy.example';
  field('password').value = 'Stroy2026x';
  await act(async () => {
    (container.querySelector('form') as HTMLFormElement).requestSubmit();
  });
}

describe('the B2B login variant (§2.9, §6)', () => {
  it('is the business login alone: its heading, the organization’s e-mail, no private-person tabs', async () => {
    const { container } = await b2bForm(['b2b']);
    expect(container.querySelector('h2')?.textContent).toBe('Вход для юридических лиц');
    expect(container.textContent).toContain('E-mail организации');
    expect(container.querySelector('input[name="login"]')?.getAttribute('type')).toBe('email');
    const buttons = [...container.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).not.toContain('По SMS');
    expect(buttons.some((t) => t?.startsWith('Войти через'))).toBe(false);
    expect(container.textContent).toContain('Регистрация юрлица');
  });

  it('leaves a B2B buyer on the page after login', async () => {
    const { container, signedIn } = await b2bForm(['b2b']);
    await logIn(container);
    await vi.waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1));
    expect(signedIn).toHaveBeenCalledWith(undefined);
  });

  it('sends an account without the b2b group on to /personal/, as the B2B guard does', async () => {
    const { container, signedIn } = await b2bForm([]);
    await logIn(container);
    await vi.waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1));
    expect(signedIn).toHaveBeenCalledWith('/personal/');
  });
});
