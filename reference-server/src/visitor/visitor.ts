import type { RequestContext } from '../context/request-context';
import { HttpError } from '../http/http-error';

/**
 * Whose basket, favourites, comparison and orders a request touches: the visitor id of its token (a
 * guest's own, or the account's `users.f_user_id` once logged in) and the account, if any.
 */
export interface Visitor {
  fUserId: string;
  /** The account; null for a guest. (Its B2B standing is read from the database, not the token.) */
  userId: number | null;
}

/**
 * The request's visitor. A request with no valid token is 401, as for a logged-in call: the client
 * refreshes once (which gives a guest an `unauthorized` token with its fUserId) and retries (§4.1).
 */
export function visitorOf(ctx: RequestContext): Visitor {
  const session = ctx.session;
  if (!session)
    throw new HttpError(401, 'unauthorized', { common: 'No session: refresh the session, then retry' });
  return { fUserId: session.fUserId, userId: session.userId };
}
