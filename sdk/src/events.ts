import type { SessionChangeReason } from './session/session-sync';

/** What a session change event says: why, whether the session is now authorized, and whether another tab made it. */
export interface SessionChange {
  reason: SessionChangeReason;
  authorized: boolean;
  /** True when another tab changed the session and this one followed (§4.1, across tabs). */
  remote: boolean;
}

/** Cross-domain events the client emits (mitt); a store's own changes go through its subscribe. */
export type ClientEvents = {
  /** A response carried another release label than expected (§4.2). */
  versionMismatch: string;
  /** The client's city (locationId) changed. */
  cityChanged: string | undefined;
  /**
   * The session ended (logout here or in another tab, or a refused refresh): the user, compare and
   * favourites are to be cleared and the basket re-fetched (§4.1). The user store clears itself.
   */
  loggedOut: undefined;
  /** Someone logged in (here or in another tab); the user store reloads the base user. */
  loggedIn: SessionChange;
  /** The session's token changed for any reason: login, logout, refresh, end. */
  sessionChanged: SessionChange;
};
