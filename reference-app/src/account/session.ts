import { ApiError, type Client, isTokenExpired, usersApi } from '@verstak/sdk';

// The storefront's side of a session (§4.1): storing a new token, renewing a missing one before a
// guard decides, and telling the other tabs. TODO(h-sdk-identity): switch to createSession once merged.

/** What every session-opening call answers (the contract's sessionOutput). */
export interface OpenedSession {
  accessToken: string;
  expiresAt: number;
}

const CHANNEL = 'verstak:session';

/** Stores the token a login, registration, recovery or logout answered. */
export function storeSession(client: Client, session: OpenedSession): void {
  client.tokenStore.set(session.accessToken, session.expiresAt);
}

/**
 * Renews the session when the token is missing or expired (its cookie expires with it after 15
 * minutes, while the refresh cookie lives on), so a guard does not send a returning user to login.
 */
export async function ensureSession(client: Client): Promise<void> {
  const token = client.tokenStore.get();
  if (token && !isTokenExpired(token)) return;
  try {
    storeSession(client, await usersApi(client).refresh({}));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}

// One channel object per tab, for sending and listening alike: a channel does not hear its own
// messages, so a tab does not reload its session twice after its own login.
let channel: BroadcastChannel | null = null;
const listeners = new Set<() => void>();

function tabChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  if (!channel) {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type === 'session-changed') for (const listener of listeners) listener();
    };
  }
  return channel;
}

/** Tells the other tabs of this browser that the session changed (a login, logout or recovery). */
export function announceSessionChange(): void {
  tabChannel()?.postMessage({ type: 'session-changed' });
}

/** Calls `onChange` when another tab says the session changed; returns the unsubscribe. */
export function onSessionChange(onChange: () => void): () => void {
  tabChannel();
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}
