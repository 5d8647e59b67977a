import { describe, expectTypeOf, it } from 'vitest';
import type { BaseUser, PersonalSidebar, UserProfile } from '../api/api-types';
import { type ProfileHelper, profileHelper } from '../domain/profile-helper';
import { b2bGuard, type GuardClaims, guestOnlyGuard, personalGuard } from '../domain/route-guards';
import { createClient } from '../http/create-client';
import type { ReadableStore } from '../stores/observable-state';
import { createPersonalSidebarStore, type PersonalSidebarState } from '../stores/personal-sidebar-store';
import { createUserStore, type UserState } from '../stores/user-store';
import { decodeAccessToken } from './access-token';
import { type CodeSent, createSession, type LoginInput, type SessionState } from './create-session';

const client = createClient({ baseUrl: '' });
const session = createSession({ client });

describe('identity types', () => {
  it('gives the session as a readable store with a literal status', () => {
    expectTypeOf(session).toExtend<ReadableStore<SessionState>>();
    expectTypeOf<SessionState['status']>().toEqualTypeOf<'guest' | 'authorized'>();
    expectTypeOf(decodeAccessToken).returns.toExtend<GuardClaims>();
  });

  it('types the session calls by the contract, the fingerprint added by the session', () => {
    expectTypeOf<LoginInput>().not.toHaveProperty('fingerprint');
    expectTypeOf(session.login).parameter(0).toHaveProperty('login');
    expectTypeOf(session.login).returns.resolves.toEqualTypeOf<SessionState>();
    expectTypeOf(session.authenticate).returns.resolves.toEqualTypeOf<CodeSent>();
    expectTypeOf(session.forgotPasswordVerify).returns.resolves.toEqualTypeOf<{ resetToken: string }>();
    // @ts-expect-error a login needs the login field
    session.login({ password: 'x' });
    // @ts-expect-error the auth hash is a string
    session.exchangeAuthHash(42);
  });

  it('gives the user and sidebar stores their snapshots', () => {
    expectTypeOf(createUserStore().getSnapshot()).toEqualTypeOf<UserState>();
    expectTypeOf<UserState['status']>().toEqualTypeOf<'guest' | 'authorized'>();
    expectTypeOf<UserState['request']>().toEqualTypeOf<'idle' | 'loading' | 'failed'>();
    expectTypeOf<UserState['user']>().toEqualTypeOf<BaseUser | null>();
    expectTypeOf(createUserStore().load).returns.resolves.toEqualTypeOf<UserProfile>();
    expectTypeOf(createPersonalSidebarStore().getSnapshot()).toEqualTypeOf<PersonalSidebarState>();
    expectTypeOf<PersonalSidebarState['items']>().toEqualTypeOf<PersonalSidebar>();
  });

  it('gives guards a redirect or null and the profile helper a union of three kinds', () => {
    expectTypeOf(personalGuard).returns.toEqualTypeOf<string | null>();
    expectTypeOf(guestOnlyGuard).returns.toEqualTypeOf<string | null>();
    expectTypeOf(b2bGuard).returns.toEqualTypeOf<string | null>();
    expectTypeOf(profileHelper).returns.toEqualTypeOf<ProfileHelper>();
    expectTypeOf<ProfileHelper['kind']>().toEqualTypeOf<'guest' | 'user' | 'b2b'>();
  });
});
