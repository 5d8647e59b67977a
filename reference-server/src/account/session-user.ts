import type { RequestContext } from '../context/request-context';
import { HttpError } from '../http/http-error';

/**
 * The account of the request's session. The registrar has already refused a call of `access: 'user'`
 * without an authorized token (401); this only narrows the type, and refuses the same way if a call
 * ever reaches it without one.
 */
export function sessionUserId(ctx: RequestContext): number {
  const userId = ctx.session?.role === 'authorized' ? ctx.session.userId : null;
  if (userId === null) throw new HttpError(401, 'unauthorized', { common: 'Войдите в личный кабинет' });
  return userId;
}
