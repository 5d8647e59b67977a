import type { identityCalls } from '@verstak/sdk/contract';
import type { Handlers } from '../context/define-handlers';
import { requestPhoneCode } from './code-requests';
import { logIn } from './login';
import { logInByHash } from './one-time-login';
import { recoverByPhone, requestRecoveryCode } from './recovery';
import { register } from './registration';
import { guestToken, renewSession, revokePresented, setRefreshCookie } from './sessions';

/** The session calls of the `/users/` family: registration, login, refresh, logout, recovery (§7.4, §4.1). */
export const sessionHandlers = {
  authhash: (input, ctx) => logInByHash(ctx, input.hash, input.fingerprint),
  registration: (input, ctx) => register(ctx, input),
  authentication: (input, ctx) => requestPhoneCode(ctx, input.phone, input.intent),
  login: (input, ctx) => logIn(ctx, input),
  /**
   * Renews a logged-in session by the refresh cookie (rotating it); without a live one, a guest's:
   * the same fUserId when the request carries a guest token this server signed, a new one otherwise.
   */
  async refresh(input, ctx) {
    return (await renewSession(ctx, input.fingerprint)) ?? guestToken(ctx);
  },
  /** Revokes the refresh credential, clears its cookie and answers a fresh guest token. */
  async logout(_input, ctx) {
    await revokePresented(ctx);
    setRefreshCookie(ctx, null);
    return guestToken(ctx);
  },
  restorePassword: (input, ctx) => requestRecoveryCode(ctx, input.login),
  sendPasswordFromSms: (input, ctx) => recoverByPhone(ctx, input),
} satisfies Partial<Handlers<typeof identityCalls>>;
