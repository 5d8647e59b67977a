// What tabs tell each other about the session, and the lock they refresh under. Messages carry no
// token and nothing else secret: only that the session changed and why. Each tab then reads the
// token from the shared store (the accessToken cookie), which it could read anyway; a script that
// can listen on the channel can read that cookie too, so the channel adds nothing to steal.

/** The BroadcastChannel the tabs of one origin share. */
export const SESSION_CHANNEL = 'verstak-session';
/** The Web Lock a tab holds while it refreshes the session, so tabs refresh one at a time. */
export const REFRESH_LOCK = 'verstak-refresh';

/** Why the session changed. */
export type SessionChangeReason = 'login' | 'logout' | 'refresh' | 'ended';

/** What a tab posts on the channel. */
export interface SessionMessage {
  type: 'verstak-session';
  reason: SessionChangeReason;
  /** The posting tab, so a tab ignores its own message where a channel echoes it. */
  from: string;
}

/** The part of `BroadcastChannel` the session uses; inject a fake in tests. */
export interface SessionChannel {
  postMessage(message: SessionMessage): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close?(): void;
}

/** The part of the Web Locks API (`navigator.locks`) the session uses; inject a fake in tests. */
export interface SessionLocks {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
}

const REASONS: readonly string[] = ['login', 'logout', 'refresh', 'ended'];

/** The message, when `data` is one; anything else on the channel is ignored. */
export function readSessionMessage(data: unknown): SessionMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, reason, from } = data as Record<string, unknown>;
  if (type !== 'verstak-session' || typeof reason !== 'string' || !REASONS.includes(reason)) return null;
  if (typeof from !== 'string') return null;
  return { type, reason: reason as SessionChangeReason, from };
}
