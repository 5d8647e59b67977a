import { type Endpoint, RELEASE_VERSION } from '@verstak/sdk/contract';
import type { MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import { isMemoized } from '../../db/per-database';
import type { CallEnv } from './call-env';

/**
 * Says that an answer is a memo's: catalogue data, the same for every caller until a catalogue write
 * (db/per-database.ts). The storefront keeps a guest's page made only of such answers.
 */
export const SHARED_DATA_HEADER = 'X-Verstak-Shared';

/**
 * Answers already written, by the data they carry: data served from a per-database memo (the home
 * page, say) is the same object request after request, so it is serialized once. Memoized data is
 * never mutated; data made per request is a new object each time and leaves with it.
 */
const bodies = new WeakMap<object, string>();

/** The success body `{ version, data }` as JSON. */
function successBody(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify({ version: RELEASE_VERSION, data });
  let body = bodies.get(data);
  if (body === undefined) {
    body = JSON.stringify({ version: RELEASE_VERSION, data });
    bodies.set(data, body);
  }
  return body;
}

/**
 * Wraps what the handler answered (`c.get('output')`) as the 200 `{ version, data }`; with
 * `validateOutput` (tests) an answer outside the row's output schema is an error instead. A refusal
 * thrown further in has already become its error answer (the app's `onError`) and is left as it is.
 */
export function envelope(
  endpoint: Pick<Endpoint, 'id' | 'output'>,
  options: { validateOutput: boolean },
): MiddlewareHandler<CallEnv> {
  return async (c, next) => {
    await next();
    if (c.error) return;
    const output = c.get('output');
    // Nothing answered (a handler step that never ran): leave the answer as it is.
    if (output === undefined) return;
    if (options.validateOutput) {
      const checked = z.safeParse(endpoint.output, output.data);
      if (!checked.success)
        throw new Error(
          `${endpoint.id} answered outside its contract: ${JSON.stringify(checked.error.issues.slice(0, 3))}`,
        );
    }
    const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=UTF-8' };
    if (isMemoized(output.data)) headers[SHARED_DATA_HEADER] = 'catalog';
    c.res = c.body(successBody(output.data), 200, headers);
  };
}
