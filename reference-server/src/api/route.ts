import { API_PREFIX, type Endpoint, RELEASE_VERSION } from '@verstak/sdk/contract';
import type { Hono } from 'hono';
import * as z from 'zod/mini';
import { HttpError } from './http-error';
import { paramsToObject, readBody } from './read-input';
import type { RequestContext } from './request-context';

/** A handler of one endpoint: its parsed input in, its output out. */
export type Handler<E extends Endpoint> = (
  input: z.output<E['input']>,
  ctx: RequestContext,
) => Promise<z.output<E['output']>>;

/** What {@link route} needs from the API it registers into. */
export interface RouteDeps {
  context(request: Request): Promise<RequestContext>;
  /** Check every answer against the output schema (tests). */
  validateOutput: boolean;
}

/** The contract's path under /api/v4 with Hono's `:name` placeholders. */
export function honoPath(endpoint: Endpoint): string {
  return API_PREFIX + endpoint.path.replace(/\{(\w+)\}/g, ':$1');
}

function issuesToErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.map(String).join('.') || 'common'] ??= issue.message;
  return errors;
}

/**
 * Registers `handler` for `endpoint`: reads path params, the query and (for other methods) the body
 * in the endpoint's encoding, validates them against the input schema (400 with an `errors` map), runs
 * the handler and wraps its output as `{ version, data }`.
 */
export function route<E extends Endpoint>(
  app: Hono,
  endpoint: E,
  handler: Handler<E>,
  deps: RouteDeps,
): void {
  app.on(endpoint.method, honoPath(endpoint), async (c) => {
    const url = new URL(c.req.url);
    const raw: Record<string, unknown> = { ...paramsToObject(url.searchParams) };
    if (endpoint.method !== 'GET') {
      try {
        Object.assign(raw, await readBody(c.req.raw, endpoint.encoding));
      } catch {
        throw new HttpError(400, 'validation', { common: `The body must be ${endpoint.encoding} data` });
      }
    }
    Object.assign(raw, c.req.param());
    const parsed = z.safeParse(endpoint.input, raw);
    if (!parsed.success) throw new HttpError(400, 'validation', issuesToErrors(parsed.error));
    const data = await handler(parsed.data as z.output<E['input']>, await deps.context(c.req.raw));
    if (deps.validateOutput) {
      const checked = z.safeParse(endpoint.output, data);
      if (!checked.success)
        throw new Error(
          `${endpoint.id} answered outside its contract: ${JSON.stringify(checked.error.issues.slice(0, 3))}`,
        );
    }
    return c.json({ version: RELEASE_VERSION, data });
  });
}
