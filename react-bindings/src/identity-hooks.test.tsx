// @vitest-environment happy-dom
import { createClient, createSession } from '@verstak/sdk';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createVerstak } from './create-verstak';
import { usePersonalSidebar, useProfileHelper, useSession, useUser } from './hooks';
import { VerstakProvider } from './verstak-context';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

const user = {
  name: 'ООО Стройресурс',
  firstName: 'Олег',
  email: 'zakupki@stroyresurs.ru',
  phone: '79151234567',
  bonus: { values: { total: 300 } },
  b2bCategory: 'Оптовый покупатель',
  isB2B: false,
  countOrganization: 0,
  groups: [],
};

function verstak() {
  const client = createClient({
    baseUrl: 'http://api.test',
    fetch: () => Promise.reject(new Error('offline')),
  });
  // No channel: happy-dom's BroadcastChannel would outlive the test.
  return createVerstak(client, { session: createSession({ client, channel: null, locks: null }) });
}

function mount(node: React.ReactNode, value: ReturnType<typeof verstak>) {
  const container = document.createElement('div');
  root = createRoot(container);
  act(() => root?.render(<VerstakProvider value={value}>{node}</VerstakProvider>));
  return container;
}

describe('identity hooks', () => {
  it('show the profile helper in its three states as the user store changes (§6)', () => {
    const v = verstak();
    function Profile() {
      const helper = useProfileHelper();
      const status = useUser((s) => s.status);
      return (
        <p>{`${status}: ${helper.kind}${helper.kind === 'guest' ? '' : ` ${helper.name} ${helper.info ?? ''}`}`}</p>
      );
    }
    const container = mount(<Profile />, v);
    expect(container.textContent).toBe('guest: guest');
    act(() => v.stores.user.setFromBase({ user, fUserId: 'f-1' }));
    expect(container.textContent).toBe('authorized: user Олег 300 Б');
    act(() => v.stores.user.setFromBase({ user: { ...user, isB2B: true, groups: ['b2b'] } }));
    expect(container.textContent).toBe('authorized: b2b zakupki@st… Оптовый покупатель');
    act(() => v.client.events.emit('loggedOut', undefined));
    expect(container.textContent).toBe('guest: guest');
  });

  it('show the session status and the sidebar', () => {
    const v = verstak();
    function View() {
      const status = useSession((s) => s.status);
      const items = usePersonalSidebar((s) => s.items);
      return <p>{`${status} ${items.map((i) => i.title).join(',')}`}</p>;
    }
    const container = mount(<View />, v);
    expect(container.textContent).toBe('guest ');
    act(() => v.stores.personalSidebar.setFromPage({ sidebar: [{ title: 'Профиль', url: '/personal/' }] }));
    expect(container.textContent).toBe('guest Профиль');
  });
});
