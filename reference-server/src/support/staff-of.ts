import type { RequestContext } from '../context/request-context';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';

/** The staff account acting through a support call, as its order events name it. */
export interface Staff {
  userId: number;
  /** Its e-mail, else its phone. */
  login: string;
}

/** The staff account of a support call (access has already checked the group). */
export async function staffOf(db: Db, ctx: RequestContext): Promise<Staff> {
  const userId = ctx.session?.userId;
  if (userId == null)
    throw new HttpError(401, 'unauthorized', { common: 'Support calls need a logged-in staff account' });
  const [row] = await db.query<{ email: string | null; phone: string | null }>(
    'SELECT email, phone FROM users WHERE id = $1',
    [userId],
  );
  return { userId, login: row?.email ?? row?.phone ?? `user ${userId}` };
}
