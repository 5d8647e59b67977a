import type { Receiver } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { notFound } from './account-errors';

// The receivers of a user's orders (§3 profile: receivers). Every statement is scoped to the
// session's own account: another user's id finds nothing and changes nothing.

/** A receiver as a form gives it. */
export interface ReceiverFields {
  name: string;
  phone: string;
  email?: string | undefined;
}

const COLUMNS = 'id, name, phone, email';
const NOT_FOUND = 'Получатель не найден';

/** The user's receivers, oldest first. */
export function listReceivers(db: Db, userId: number): Promise<Receiver[]> {
  return db.query<Receiver>(`SELECT ${COLUMNS} FROM receivers WHERE user_id = $1 ORDER BY id`, [userId]);
}

/** Adds a receiver to the user's account. */
export async function addReceiver(db: Db, userId: number, fields: ReceiverFields): Promise<Receiver> {
  const [row] = await db.query<Receiver>(
    `INSERT INTO receivers (user_id, name, phone, email) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
    [userId, fields.name, fields.phone, fields.email ?? ''],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

/** Changes one of the user's receivers; 404 for an id that is not theirs. */
export async function changeReceiver(
  db: Db,
  userId: number,
  id: number,
  fields: ReceiverFields,
): Promise<Receiver> {
  const [row] = await db.query<Receiver>(
    `UPDATE receivers SET name = $3, phone = $4, email = coalesce($5, email)
     WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId, fields.name, fields.phone, fields.email ?? null],
  );
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** Removes one of the user's receivers; 404 for an id that is not theirs. */
export async function removeReceiver(db: Db, userId: number, id: number): Promise<number> {
  const rows = await db.query('DELETE FROM receivers WHERE id = $1 AND user_id = $2 RETURNING id', [
    id,
    userId,
  ]);
  if (rows.length === 0) throw notFound(NOT_FOUND);
  return id;
}
