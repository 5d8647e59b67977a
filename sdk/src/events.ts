/** Cross-domain events the client emits (mitt); a store's own changes go through its subscribe. */
export type ClientEvents = {
  /** A response carried another release label than expected (§4.2). */
  versionMismatch: string;
  /** The client's city (locationId) changed. */
  cityChanged: string | undefined;
  /** The session ended: user, compare and favourites are cleared (§4.1). */
  loggedOut: undefined;
};
