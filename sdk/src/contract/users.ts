import * as z from 'zod/mini';
import { defineCalls } from './call';
import { boundedText } from './params';

/** The session calls of the `/users/` family (§7.4, §4.1). */
export const usersCalls = defineCalls({
  refresh: {
    method: 'POST',
    path: '/users/refresh',
    encoding: 'plain',
    doc: 'Renews the session: a new access token; a guest gets an `unauthorized` one with its fUserId (§7.4, §4.1).',
    input: z.object({
      /** The browser fingerprint, sent as the plain body. */
      fingerprint: z.optional(boundedText(200)),
    }),
    output: z.object({ accessToken: z.string() }),
  },
});
