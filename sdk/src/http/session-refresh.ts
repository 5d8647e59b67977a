import type { TokenStore } from '../session/token-store';
import { ApiError } from './api-error';
import type { Clock } from './clock';

/** How long a refresh may take before the calls waiting on it fail with code `timeout`, ms. */
export const DEFAULT_REFRESH_TIMEOUT_MS = 10_000;

/** Whether a failed refresh was refused by the API itself (401/403 with its JSON): the session is over. */
export const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.code !== 'not_api' && (error.status === 401 || error.status === 403);

/** The one refresh shared by every call that got a 401 (§4.1). */
export interface SessionRefresh {
  /** Starts the refresh, or joins the one running; rejects with its error. */
  run(): Promise<void>;
  /** Whether a refresh was refused (401/403) and no token has been stored since: later 401s fail at once. */
  ended(): boolean;
}

/**
 * The refresh rules of §4.1: one refresh at a time, shared by every waiting call; one that does not
 * answer within `timeout` fails them with code `timeout`; a refusal (the API's 401/403) ends the session (the
 * token is cleared, `onLoggedOut` runs, and no refresh starts again until a new token is stored);
 * a network failure, timeout, 5xx or a page that is not the API's (`not_api`) is transient and keeps the session.
 */
export function createSessionRefresh(deps: {
  /** Renews the token; the signal aborts it when the refresh times out. */
  renew: (signal: AbortSignal) => Promise<void>;
  /** Where the token lives; cleared when the session ends. */
  tokenStore: TokenStore;
  /** Timers for the time limit. */
  clock: Clock;
  /** Milliseconds a refresh may take. */
  timeout: number;
  /** Called once each time the session ends. */
  onLoggedOut: () => void;
}): SessionRefresh {
  let running: Promise<void> | null = null;
  // The token the store held right after the session ended; storing another one reopens it.
  let endedWith: { token: string | null } | null = null;

  function attempt(): Promise<void> {
    const controller = new AbortController();
    return new Promise<void>((resolve, reject) => {
      const timer = deps.clock.setTimeout(() => {
        controller.abort();
        reject(
          new ApiError({
            message: `The session refresh did not answer in ${deps.timeout} ms`,
            status: 0,
            code: 'timeout',
          }),
        );
      }, deps.timeout);
      deps
        .renew(controller.signal)
        .then(resolve, reject)
        .finally(() => deps.clock.clearTimeout(timer));
    });
  }

  function endSession(): void {
    deps.tokenStore.set(null);
    endedWith = { token: deps.tokenStore.get() };
    deps.onLoggedOut();
  }

  return {
    run() {
      running ??= attempt()
        .catch((error: unknown) => {
          // The API's refusal, not a page of something in front of it (a WAF's 403): that is transient.
          if (isRefusal(error)) endSession();
          throw error;
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
    ended() {
      if (endedWith && deps.tokenStore.get() !== endedWith.token) endedWith = null;
      return endedWith !== null;
    },
  };
}
