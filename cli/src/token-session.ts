import type { TokenStore } from '@verstak/sdk';
import type { FileSession } from '@verstak/sdk/node';
import { CliError } from './io';

/** The environment variable that logs the CLI in for a run without a session file (CI). */
export const TOKEN_VARIABLE = 'VERSTAK_TOKEN';

/**
 * A session held by an access token from the environment (`VERSTAK_TOKEN`), in memory only: no
 * session file is read or written, and there is no refresh credential, so when the token expires
 * (a user's lives 15 minutes) the commands fail rather than go on as a guest, and CI logs in again.
 */
export function tokenSession(token: string): FileSession {
  let current: string | null = token;
  const tokenStore: TokenStore = {
    get: () => current,
    // Only clearing is kept: with no credential a refresh can only answer a guest's token, and a
    // command run for an account must fail rather than go on as a guest.
    set: (value) => {
      if (value === null) current = null;
    },
  };
  return {
    path: `$${TOKEN_VARIABLE}`,
    tokenStore,
    refreshCredential: { get: () => null, set: () => {} },
    hasSession: () => current !== null,
    clear: () => {
      current = null;
    },
  };
}

/**
 * The `not_logged_in` error for a login the server refused while `VERSTAK_TOKEN` is set (null when
 * it is not): `verstak login` would not help, as the token overrides the session file it writes.
 */
export function deadTokenError(
  env: Readonly<Record<string, string | undefined>>,
  api: string,
): CliError | null {
  if (!env[TOKEN_VARIABLE]?.trim()) return null;
  return new CliError(
    `${TOKEN_VARIABLE} is not a live login to ${api} (expired, or of another store): log in again and pass the new token`,
    'not_logged_in',
  );
}
