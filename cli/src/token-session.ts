import { memoryTokenStore } from '@verstak/sdk';
import type { FileSession } from '@verstak/sdk/node';

/** The environment variable that logs the CLI in for a run without a session file (CI). */
export const TOKEN_VARIABLE = 'VERSTAK_TOKEN';

/**
 * A session held by an access token from the environment (`VERSTAK_TOKEN`), in memory only: no
 * session file is read or written, and there is no refresh credential, so when the token expires
 * (a user's lives 15 minutes) the commands that need a login say so, and CI logs in again.
 */
export function tokenSession(token: string): FileSession {
  const tokenStore = memoryTokenStore(token);
  return {
    path: `$${TOKEN_VARIABLE}`,
    tokenStore,
    refreshCredential: { get: () => null, set: () => {} },
    hasSession: () => tokenStore.get() !== null,
    clear: () => tokenStore.set(null),
  };
}
