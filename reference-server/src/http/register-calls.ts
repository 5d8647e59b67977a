import { API_PREFIX, type Endpoint, RELEASE_VERSION } from '@verstak/sdk/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { AnyHandler } from '../context/define-handlers';
import type { RequestContext } from '../context/request-context';
import type { ErrorAnswer } from './http-error';
import { accessCheck } from './middleware/access-check';
import { callContext } from './middleware/call-context';
import type { CallEnv } from './middleware/call-env';
import { crossSiteCheck } from './middleware/cross-site-check';
import { envelope } from './middleware/envelope';
import { inputCheck } from './middleware/input/input-check';

/** What {@link registerCalls} needs from the API it registers into. */
export interface RegisterDeps {
  /** The context of one request; `env` is what the server binding passed (the socket, on Node). */
  context(request: Request, env?: unknown): Promise<RequestContext>;
  /** Check every answer against the output schema (tests). */
  validateOutput: boolean;
}

/** The contract's path under /api/v4 with Hono's `:name` placeholders. */
export function honoPath(endpoint: Pick<Endpoint, 'path'>): string {
  return API_PREFIX + endpoint.path.replace(/\{(\w+)\}/g, ':$1');
}

/** Static paths before those with placeholders, so `/cities/current` is never read as `/cities/{id}`. */
function byPathSpecificity(a: Endpoint, b: Endpoint): number {
  return Number(a.path.includes('{')) - Number(b.path.includes('{'));
}

/**
 * The last step of a call: runs its handler on the checked input and context, and hands the answer
 * on to the envelope. Cookies a handler set go with its answer, an error's too (a refused refresh
 * clears one).
 */
function handlerStep(handler: AnyHandler): MiddlewareHandler<CallEnv> {
  return async (c) => {
    const context = c.get('context');
    try {
      c.set('output', { data: await handler(c.get('input'), context) });
    } finally {
      for (const [name, value] of context.responseHeaders) c.header(name, value, { append: true });
    }
  };
}

/**
 * Registers every endpoint with its handler behind the middlewares, in the order a request meets
 * them: the cross-site check (403), the input read and checked against the row's schema (400 with an
 * `errors` map naming each field and rule), the request's context, the row's access (401/403), then
 * the envelope `{ version, data }` around the handler's answer. A path asked with a method it lacks
 * answers 405 with `Allow`.
 */
export function registerCalls(
  app: Hono,
  endpoints: readonly Endpoint[],
  handlerOf: (endpoint: Endpoint) => AnyHandler,
  deps: RegisterDeps,
): void {
  const methodsByPath = new Map<string, string[]>();
  const context = callContext(deps.context);
  const cross = crossSiteCheck();
  for (const endpoint of [...endpoints].sort(byPathSpecificity)) {
    const handler = handlerOf(endpoint);
    const path = honoPath(endpoint);
    methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), endpoint.method]);
    app.on(
      endpoint.method,
      path,
      cross,
      inputCheck(endpoint),
      context,
      accessCheck(endpoint),
      envelope(endpoint, deps),
      handlerStep(handler),
    );
  }
  for (const [path, methods] of methodsByPath) {
    const allow = [...new Set(methods.includes('GET') ? [...methods, 'HEAD'] : methods)].join(', ');
    app.all(path, (c) =>
      c.json(
        {
          version: RELEASE_VERSION,
          code: 'method_not_allowed',
          errors: { common: `${c.req.method} is not allowed here; use ${allow}` },
        } satisfies ErrorAnswer,
        405,
        { Allow: allow },
      ),
    );
  }
}
