import type { Clock } from '@verstak/sdk';
import type { Db } from '../db/database';
import { type CityRow, findCity } from './city-rows';

/** What a handler gets besides its input: the database, the clock and the request's city. */
export interface RequestContext {
  db: Db;
  clock: Pick<Clock, 'now'>;
  /** The city of `currentCity` (a locationId), else the default city. */
  city: CityRow;
  /** The request's own URL. */
  url: URL;
}

/** Builds the context of one request. */
export async function createRequestContext(
  db: Db,
  clock: Pick<Clock, 'now'>,
  url: URL,
): Promise<RequestContext> {
  const city = await findCity(db, { locationId: url.searchParams.get('currentCity') ?? undefined });
  return { db, clock, city, url };
}
