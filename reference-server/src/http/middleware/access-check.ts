import type { Access, Endpoint } from '@verstak/sdk/contract';
import type { MiddlewareHandler } from 'hono';
import { HttpError } from '../http-error';
import type { CallEnv } from './call-env';

/** What the access rules read of a verified session: its role and its groups. */
export interface AccessClaims {
  role: string;
  groups: readonly string[];
}

/** The groups a `b2b` or `staff:…` access asks for, any one of them enough: `staff:page-tags,content-managers`. */
function groupsOf(access: Access): string[] {
  return access === 'b2b' ? ['b2b'] : access.slice('staff:'.length).split(',');
}

/** The groups of an access as a refusal names them. */
function groupNames(access: Access): string {
  const groups = groupsOf(access);
  return groups.length > 1 ? `one of the ${groups.join(', ')} groups` : `the ${groups[0]} group`;
}

/** Whether `session` passes `access` (the rule {@link assertAccess} enforces), without refusing. */
export function hasAccess(access: Access, session: AccessClaims | null): boolean {
  if (access === 'public') return true;
  if (session?.role !== 'authorized') return false;
  if (access === 'user') return true;
  return (
    groupsOf(access).some((group) => session.groups.includes(group)) ||
    (access !== 'b2b' && session.groups.includes('administrators'))
  );
}

/**
 * The one place the server enforces who may make a call (§6; the spec leaves enforcement open): the
 * row's `access` against the request's verified token. No logged-in session is 401 (the client
 * refreshes once, §4.1); a session without the group is 403. Administrators pass every staff check.
 */
export function assertAccess(
  endpoint: Pick<Endpoint, 'access' | 'method' | 'path'>,
  session: AccessClaims | null,
): void {
  const access = endpoint.access ?? 'public';
  if (access === 'public') return;
  if (session?.role !== 'authorized')
    throw new HttpError(401, 'unauthorized', {
      common: `${endpoint.method} ${endpoint.path} needs a logged-in user`,
    });
  if (!hasAccess(access, session))
    throw new HttpError(403, 'forbidden', {
      common: `${endpoint.method} ${endpoint.path} needs ${groupNames(access)}`,
    });
}

/** {@link assertAccess} on the session of the request's context (`callContext` runs before it). */
export function accessCheck(
  endpoint: Pick<Endpoint, 'access' | 'method' | 'path'>,
): MiddlewareHandler<CallEnv> {
  return async (c, next) => {
    assertAccess(endpoint, c.get('context').session);
    await next();
  };
}
