import {
  type Access,
  API_PREFIX,
  describeIssue,
  type Endpoint,
  issueCode,
  RELEASE_VERSION,
} from '@verstak/sdk/contract';
import type { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AnyHandler } from '../context/define-handlers';
import type { RequestContext } from '../context/request-context';
import type { SessionClaims } from '../identity/access-token';
import { HttpError } from './http-error';
import { BodyTooLargeError, dropEmpty, paramsToObject, readBody } from './middleware/input/read-body';
import { publicOrigin } from './public-origin';

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
 * The 400 of a failed check: each field with a message naming the rule it broke (Russian for a
 * shopper's field, the contract's rule) and that rule's machine-readable code.
 */
function invalidInput(error: z.core.$ZodError): HttpError {
  const errors: Record<string, string> = {};
  const codes: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'common';
    if (key in errors) continue;
    errors[key] = describeIssue(issue);
    codes[key] = issueCode(issue);
  }
  return new HttpError(400, 'validation', errors, undefined, { codes });
}

/** The input fields that travel in the body: a `plain` body is the value of the only one. */
function bodyFields(endpoint: Endpoint): string[] {
  const shape = endpoint.input instanceof z.ZodMiniObject ? endpoint.input.shape : {};
  const inPath = new Set(Array.from(endpoint.path.matchAll(/\{(\w+)\}/g), (m) => m[1]));
  return Object.keys(shape).filter((key) => !inPath.has(key));
}

/** Static paths before those with placeholders, so `/cities/current` is never read as `/cities/{id}`. */
function byPathSpecificity(a: Endpoint, b: Endpoint): number {
  return Number(a.path.includes('{')) - Number(b.path.includes('{'));
}

/**
 * The one place the server enforces who may make a call (§6; the spec leaves enforcement open): the
 * row's `access` against the request's verified token. No logged-in session is 401 (the client
 * refreshes once, §4.1); a session without the group is 403. Administrators pass every staff check.
 */
export function assertAccess(
  endpoint: Pick<Endpoint, 'access' | 'method' | 'path'>,
  session: SessionClaims | null,
): void {
  const access = endpoint.access ?? 'public';
  if (access === 'public') return;
  if (session?.role !== 'authorized')
    throw new HttpError(401, 'unauthorized', {
      common: `${endpoint.method} ${endpoint.path} needs a logged-in user`,
    });
  if (!hasAccess(access, session))
    throw new HttpError(403, 'forbidden', {
      common: `${endpoint.method} ${endpoint.path} needs the ${groupOf(access)} group`,
    });
}

/** The group a `b2b` or `staff:…` access asks for. */
function groupOf(access: Access): string {
  return access === 'b2b' ? 'b2b' : access.slice('staff:'.length);
}

/** Whether `session` passes `access` (the rule {@link assertAccess} enforces), without refusing. */
export function hasAccess(access: Access, session: SessionClaims | null): boolean {
  if (access === 'public') return true;
  if (session?.role !== 'authorized') return false;
  if (access === 'user') return true;
  return (
    session.groups.includes(groupOf(access)) ||
    (access !== 'b2b' && session.groups.includes('administrators'))
  );
}

/** Whether `origin` is one the store answers at: PUBLIC_ORIGIN, one of its city subdomains, or local. */
function isTrustedOrigin(origin: string): boolean {
  try {
    // publicOrigin answers a request's own origin only when it trusts its host.
    return publicOrigin(new Request(`${origin}/`)) === origin;
  } catch {
    return false;
  }
}

/**
 * Cross-site request forgery: a call that changes something (any method but GET), the refresh and
 * logout calls among them (they read the HttpOnly refresh cookie), is refused when the browser says
 * it comes from another site (`Sec-Fetch-Site: cross-site`) or names an `Origin` that is neither the
 * request's own nor one the store trusts. Calls without those headers (the CLI, server-side
 * rendering) carry no ambient cookie of a shopper's browser and pass.
 */
export function assertSameOrigin(method: string, request: Request): void {
  if (method === 'GET' || method === 'HEAD') return;
  if (request.headers.get('sec-fetch-site') === 'cross-site')
    throw new HttpError(403, 'cross_site', { common: 'Cross-site requests may not call this API' });
  const origin = request.headers.get('origin');
  if (origin === null) return;
  if (origin !== 'null' && (origin === new URL(request.url).origin || isTrustedOrigin(origin))) return;
  throw new HttpError(403, 'cross_site', { common: `Requests from ${origin} may not call this API` });
}

/**
 * Registers every endpoint with its handler: reads path params, the query and (for other methods) the
 * body in the endpoint's encoding, validates them against the input schema (400 with an `errors` map
 * naming each field and rule), checks access, runs the handler and wraps its output as
 * `{ version, data }`. A path asked with a method it lacks answers 405 with `Allow`.
 */
export function registerCalls(
  app: Hono,
  endpoints: readonly Endpoint[],
  handlerOf: (endpoint: Endpoint) => AnyHandler,
  deps: RegisterDeps,
): void {
  const methodsByPath = new Map<string, string[]>();
  for (const endpoint of [...endpoints].sort(byPathSpecificity)) {
    const handler = handlerOf(endpoint);
    const path = honoPath(endpoint);
    methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), endpoint.method]);
    const plainField = endpoint.encoding === 'plain' ? bodyFields(endpoint)[0] : undefined;
    app.on(endpoint.method, path, async (c) => {
      assertSameOrigin(endpoint.method, c.req.raw);
      const url = new URL(c.req.url);
      const raw: Record<string, unknown> = { ...paramsToObject(url.searchParams) };
      if (endpoint.method !== 'GET') {
        let body: Record<string, unknown>;
        try {
          body = await readBody(c.req.raw, endpoint.encoding);
        } catch (error) {
          if (error instanceof BodyTooLargeError)
            throw new HttpError(413, 'payload_too_large', { common: error.message });
          throw new HttpError(400, 'validation', { common: `The body must be ${endpoint.encoding} data` });
        }
        // The forms that place orders and payments treat an empty value as absent (§5 make-order).
        if (endpoint.idempotent) body = dropEmpty(body);
        if (endpoint.encoding === 'plain') {
          if (plainField !== undefined && body.body !== undefined) raw[plainField] = body.body;
        } else Object.assign(raw, body);
      }
      Object.assign(raw, c.req.param());
      const parsed = z.safeParse(endpoint.input, raw, { reportInput: true });
      if (!parsed.success) throw invalidInput(parsed.error);
      const context = await deps.context(c.req.raw, c.env);
      assertAccess(endpoint, context.session);
      let data: unknown;
      try {
        data = await handler(parsed.data, context);
      } finally {
        // Cookies a handler set go with its answer, an error's too (a refused refresh clears one).
        for (const [name, value] of context.responseHeaders) c.header(name, value, { append: true });
      }
      if (deps.validateOutput) {
        const checked = z.safeParse(endpoint.output, data);
        if (!checked.success)
          throw new Error(
            `${endpoint.id} answered outside its contract: ${JSON.stringify(checked.error.issues.slice(0, 3))}`,
          );
      }
      return c.body(successBody(data), 200, { 'Content-Type': 'application/json; charset=UTF-8' });
    });
  }
  for (const [path, methods] of methodsByPath) {
    const allow = [...new Set(methods.includes('GET') ? [...methods, 'HEAD'] : methods)].join(', ');
    app.all(path, (c) =>
      c.json(
        {
          version: RELEASE_VERSION,
          code: 'method_not_allowed',
          errors: { common: `${c.req.method} is not allowed here; use ${allow}` },
        },
        405,
        { Allow: allow },
      ),
    );
  }
}
