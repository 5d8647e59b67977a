import type { RouteInput, RouteOutput } from '../contract/route';
import { getBaseRoute } from '../contract/routes/base';
import type { Client } from '../http/create-client';

/** The base data of §3: city, menu, user, basket and the rest, narrowed by `select`. */
export type BaseData = RouteOutput<typeof getBaseRoute>;

/** Base data calls (§7.2) bound to a client. */
export function baseApi(client: Client) {
  return {
    /** GET /base: the session and layout data every page needs. */
    get: (input: RouteInput<typeof getBaseRoute> = {}) => client.call(getBaseRoute, input),
  };
}
