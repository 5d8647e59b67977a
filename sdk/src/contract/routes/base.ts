// The base calls as routes: no schemas, so the client's base module loads no zod.
import type * as z from 'zod/mini';
import type { getBaseInput, getBaseOutput } from '../endpoints/base';
import { defineRoute } from '../route';

/** GET /base (§7.2): the session and layout data every page needs; `select` narrows it. */
export const getBaseRoute = defineRoute<z.input<typeof getBaseInput>, z.output<typeof getBaseOutput>>({
  id: 'base.get',
  method: 'GET',
  path: '/base',
});
