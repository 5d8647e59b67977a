/** Where the access token lives: a cookie in the browser, memory on the server, a file for the CLI. */
export interface TokenStore {
  /** The current access token, or null. */
  get(): string | null;
  /** Stores a token (or clears it with null); `expiresAt` in ms since the epoch. */
  set(token: string | null, expiresAt?: number): void;
}

/** A token store in memory; `initial` seeds it (e.g. from a request's cookie on the server). */
export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
  };
}
