import { randomUUID } from 'node:crypto';
import { usersCalls } from '@verstak/sdk/contract';
import type { Handlers } from '../http/define-handlers';
import { unbuilt } from '../http/unbuilt';
import { bearerToken, GUEST_TOKEN_SECONDS, signAccessToken, verifyAccessToken } from './access-token';
import { sessionKeyOf } from './session-key';

/** The session calls of the `/users/` family: registration, login, refresh, logout, recovery (§7.4, §4.1). */
export const sessionHandlers = {
  ...unbuilt(usersCalls, [
    'authhash',
    'registration',
    'authentication',
    'login',
    'logout',
    'restorePassword',
    'sendPasswordFromSms',
  ]),
  /**
   * Renews a guest's session: the same fUserId when the request carries a guest token this server
   * signed (expired or not), a new one otherwise.
   */
  async refresh(_input, ctx) {
    const secret = await sessionKeyOf(ctx.db);
    const token = bearerToken(ctx.request);
    const previous = token
      ? await verifyAccessToken(token, secret, ctx.clock.now(), { allowExpired: true })
      : null;
    const fUserId = previous?.role === 'unauthorized' ? previous.fUserId : randomUUID();
    const exp = Math.floor(ctx.clock.now() / 1000) + GUEST_TOKEN_SECONDS;
    return {
      accessToken: await signAccessToken(
        { role: 'unauthorized', groups: [], fUserId, userId: null, exp },
        secret,
      ),
      expiresAt: exp * 1000,
    };
  },
} satisfies Partial<Handlers<typeof usersCalls>>;
