import type { BankDetails, BaseData, BaseUser, UserProfile } from '../api/api-types';
import { baseApi } from '../api/base';
import type { Client } from '../http/create-client';
import { observableState, type ReadableStore } from './observable-state';
import { personalDataRoute } from './personal-data-route';

/** The user store's state (§3 User: the base user and the session fields). */
export interface UserState {
  /** `authorized` once the base data or the account names a user; `guest` otherwise. */
  status: 'guest' | 'authorized';
  /** The user of the base call (§3 basic fields); null for a guest. */
  user: BaseUser | null;
  /** The whole account, once `load()` fetched it from /users/personal. */
  profile: UserProfile | null;
  /** Bank details of the user's organizations, with the account. */
  bankDetails: BankDetails[];
  /** The user's groups (e.g. `b2b`); empty for a guest. */
  groups: string[];
  /** The visitor's id: the guest's basket, favourites and comparison hang on it (§3). */
  fUserId: string | null;
  /** The state of the last `load()`. */
  request: 'idle' | 'loading' | 'failed';
}

/** The user store (§3 store module `user`). */
export interface UserStore extends ReadableStore<UserState> {
  /** Takes the user and fUserId of a base-data answer (§4.1); a part the answer leaves out keeps what is known. */
  setFromBase(base: Pick<BaseData, 'user' | 'fUserId'>): void;
  /** Fetches the whole account through `/users/personal` and stores it; rejects with the call's error. */
  load(): Promise<UserProfile>;
  /** Fetches the base user and fUserId (`/base?select=user,fUserId`) and stores them; rejects with the call's error. */
  loadBase(): Promise<void>;
  /** Forgets the user (logout, §4.1); the fUserId stays, as the visitor does. */
  clear(): void;
}

const GUEST: UserState = {
  status: 'guest',
  user: null,
  profile: null,
  bankDetails: [],
  groups: [],
  fUserId: null,
  request: 'idle',
};

/** The base fields of an account, as the base call gives them. */
function baseOf(profile: UserProfile): BaseUser {
  const { name, firstName, email, phone, bonus, b2bCategory, isB2B, countOrganization, groups } = profile;
  return { name, firstName, email, phone, bonus, b2bCategory, isB2B, countOrganization, groups };
}

/**
 * Creates the user store. With a client it loads through it and follows its session events: it
 * clears itself on `loggedOut` (§4.1) and reloads the base user on `loggedIn`, in this tab or another.
 */
export function createUserStore(deps: { client?: Client; initial?: Partial<UserState> } = {}): UserStore {
  const state = observableState<UserState>({ ...GUEST, ...deps.initial });

  async function track<T>(work: (client: Client) => Promise<T>): Promise<T> {
    if (!deps.client) throw new Error('createUserStore needs { client } to load the account');
    const client = deps.client;
    state.set({ request: 'loading' });
    try {
      return await work(client);
    } catch (error) {
      state.set({ request: 'failed' });
      throw error;
    }
  }

  const store: UserStore = {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    setFromBase(base) {
      const patch: Partial<UserState> = base.fUserId === undefined ? {} : { fUserId: base.fUserId };
      // A base answer whose `select` left the user out says nothing about it.
      const user = base.user;
      if (user) Object.assign(patch, { user, status: 'authorized', groups: [...user.groups] });
      else if (user === null)
        Object.assign(patch, { user, status: 'guest', groups: [], profile: null, bankDetails: [] });
      state.set(patch);
    },
    load: () =>
      track(async (client) => {
        const data = await client.call(personalDataRoute, {});
        state.set({
          status: 'authorized',
          profile: data.user,
          user: baseOf(data.user),
          groups: [...data.user.groups],
          bankDetails: data.bankDetails,
          request: 'idle',
        });
        return data.user;
      }),
    loadBase: () =>
      track(async (client) => {
        const base = await baseApi(client).get({ select: ['user', 'fUserId'] });
        store.setFromBase(base);
        state.set({ request: 'idle' });
      }),
    clear() {
      state.set({ ...GUEST, fUserId: state.getSnapshot().fUserId });
    },
  };
  deps.client?.events.on('loggedOut', store.clear);
  // A failed reload shows as request 'failed'; the login itself has succeeded.
  deps.client?.events.on('loggedIn', () => store.loadBase().catch(() => undefined));
  return store;
}
