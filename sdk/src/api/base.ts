import type * as z from 'zod/mini';
import { getBase } from '../contract/endpoints/base';
import type { Client } from '../http/create-client';

/** The base data of §3: city, menu, user, basket and the rest, narrowed by `select`. */
export type BaseData = z.output<typeof getBase.output>;

/** Base data calls (§7.2) bound to a client. */
export function baseApi(client: Client) {
  return {
    /** GET /base: the session and layout data every page needs. */
    get: (input: z.input<typeof getBase.input> = {}) => client.call(getBase, input),
  };
}
