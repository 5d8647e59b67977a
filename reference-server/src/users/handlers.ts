import { randomUUID } from 'node:crypto';
import { usersCalls } from '@verstak/sdk/contract';
import { defineHandlers } from '../http/define-handlers';
import { bearerToken, GUEST_TOKEN_SECONDS, signAccessToken, verifyAccessToken } from './access-token';
import { sessionKeyOf } from './session-key';

/** The session calls of the `/users/` family (§7.4). */
export const usersHandlers = defineHandlers(usersCalls, {
  /**
   * Renews a guest's session: the same fUserId when the request carries a guest token this server
   * signed (expired or not), a new one otherwise. Accounts, with their rotating refresh credential,
   * arrive with the identity step; until then every session is a guest's.
   */
  async refresh(_input, ctx) {
    const secret = await sessionKeyOf(ctx.db);
    const token = bearerToken(ctx.request);
    const previous = token
      ? await verifyAccessToken(token, secret, ctx.clock.now(), { allowExpired: true })
      : null;
    const fUserId = previous?.role === 'unauthorized' ? previous.fUserId : randomUUID();
    const exp = Math.floor(ctx.clock.now() / 1000) + GUEST_TOKEN_SECONDS;
    return { accessToken: await signAccessToken({ role: 'unauthorized', groups: [], fUserId, exp }, secret) };
  },
});
