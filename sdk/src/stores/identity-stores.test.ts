import { describe, expect, it, vi } from 'vitest';
import type { BaseUser, UserProfile } from '../api/api-types';
import { createClient } from '../http/create-client';
import { createPersonalSidebarStore } from './personal-sidebar-store';
import { createUserStore } from './user-store';

const base: BaseUser = {
  name: 'Анна Петрова',
  firstName: 'Анна',
  email: 'anna@example.ru',
  phone: '79151234567',
  bonus: [],
  b2bCategory: '',
  isB2B: false,
  countOrganization: 0,
  groups: ['b2b'],
};
const profile: UserProfile = {
  ...base,
  id: 7,
  type: 'person',
  lastName: 'Петрова',
  secondName: '',
  birth: '1990-05-01',
  receivers: [],
  deliveryAddresses: [],
  organizations: [],
  subscriptions: [],
  hasPassword: true,
};

/** A client whose server answers every call with `answer`, recording the paths asked. */
function clientAnswering(answer: () => Response) {
  const paths: string[] = [];
  const client = createClient({
    baseUrl: 'http://api.test',
    fetch: async (input) => {
      paths.push(new URL(String(input)).pathname);
      return answer();
    },
  });
  return { client, paths };
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the user store (§3, §4.1)', () => {
  it('starts as a guest and takes the user, groups and fUserId of the base data', () => {
    const store = createUserStore();
    expect(store.getSnapshot()).toMatchObject({ status: 'guest', user: null, groups: [], fUserId: null });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setFromBase({ user: base, fUserId: 'f-1' });
    expect(store.getSnapshot()).toMatchObject({
      status: 'authorized',
      user: base,
      groups: ['b2b'],
      fUserId: 'f-1',
    });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps what a base answer leaves out, and turns to guest with a null user', () => {
    const store = createUserStore();
    store.setFromBase({ user: base, fUserId: 'f-1' });
    store.setFromBase({ fUserId: 'f-2' });
    expect(store.getSnapshot()).toMatchObject({ status: 'authorized', user: base, fUserId: 'f-2' });
    store.setFromBase({ user: null });
    expect(store.getSnapshot()).toMatchObject({ status: 'guest', user: null, groups: [], fUserId: 'f-2' });
  });

  it('clears the user on logout but keeps the visitor’s fUserId', () => {
    const store = createUserStore();
    store.setFromBase({ user: base, fUserId: 'f-1' });
    store.clear();
    expect(store.getSnapshot()).toEqual({
      status: 'guest',
      user: null,
      profile: null,
      bankDetails: [],
      groups: [],
      fUserId: 'f-1',
      request: 'idle',
    });
  });

  it('loads the whole account from /users/personal', async () => {
    const { client, paths } = clientAnswering(() => json(200, { data: { user: profile, bankDetails: [] } }));
    const store = createUserStore({ client });
    await expect(store.load()).resolves.toEqual(profile);
    expect(paths).toEqual(['/api/v4/users/personal']);
    expect(store.getSnapshot()).toMatchObject({
      status: 'authorized',
      profile,
      user: base,
      groups: ['b2b'],
      request: 'idle',
    });
  });

  it('marks a failed load and rejects with the API error, keeping what it had', async () => {
    const { client } = clientAnswering(() => json(500, { code: 'http', errors: {} }));
    const store = createUserStore({ client });
    store.setFromBase({ user: base, fUserId: 'f-1' });
    await expect(store.load()).rejects.toMatchObject({ status: 500 });
    expect(store.getSnapshot()).toMatchObject({ request: 'failed', user: base });
  });

  it('names the fix when load is called without a client', async () => {
    await expect(createUserStore().load()).rejects.toThrow(
      'createUserStore needs { client } to load the account',
    );
  });
});

describe('the personalSidebar store (§3, §7.3)', () => {
  it('takes a personal page’s sidebar and clears it', () => {
    const store = createPersonalSidebarStore();
    const sidebar = [
      { title: 'Профиль', url: '/personal/' },
      { title: 'Заказы', url: '/personal/orders/', count: 3 },
    ];
    store.setFromPage({ sidebar });
    expect(store.getSnapshot().items).toEqual(sidebar);
    store.clear();
    expect(store.getSnapshot().items).toEqual([]);
  });
});
