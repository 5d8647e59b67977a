import { CURRENT_CITY_PARAM } from '@verstak/sdk/contract';
import { type CityRow, findCity } from '../cities/city-rows';
import type { Db } from '../db/database';
import { bearerToken, type SessionClaims, verifyAccessToken } from '../users/access-token';
import { sessionKeyOf } from '../users/session-key';

/** What a handler gets besides its input: the database, the clock, the request, its city and session. */
export interface RequestContext {
  db: Db;
  clock: { now(): number };
  /** The city of `currentCity` (a locationId), else the default city. */
  city: CityRow;
  /** The claims of the request's valid access token; null for none, or one that is bad or expired. */
  session: SessionClaims | null;
  /** The request itself (headers for the calls that read them). */
  request: Request;
  /** The request's own URL. */
  url: URL;
}

/** Builds the context of one request. */
export async function createRequestContext(
  db: Db,
  clock: { now(): number },
  request: Request,
): Promise<RequestContext> {
  const url = new URL(request.url);
  const token = bearerToken(request);
  const [city, session] = await Promise.all([
    findCity(db, { locationId: url.searchParams.get(CURRENT_CITY_PARAM) ?? undefined }),
    token ? sessionKeyOf(db).then((secret) => verifyAccessToken(token, secret, clock.now())) : null,
  ]);
  return { db, clock, city, session, request, url };
}
