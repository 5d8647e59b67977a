import type { Db } from '../db/database';

/** The columns of `users` that sessions need. */
export interface AccountRow {
  id: number;
  type: 'person' | 'legal';
  phone: string | null;
  email: string | null;
  password_hash: string | null;
  groups: string[];
  f_user_id: string;
}

const COLUMNS = 'id, type, phone, email, password_hash, groups, f_user_id';

/**
 * The account of a login as the contract's fields normalize it: an e-mail (has @) or a formatted phone.
 * A phone is a login only once a code proved it (a legal entity's contact phone is not: migration 013).
 */
export async function findAccount(db: Db, login: string): Promise<AccountRow | null> {
  const where = login.includes('@') ? 'email = $1' : 'phone = $1 AND phone_proven';
  const [row] = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM users WHERE ${where}`, [login]);
  return row ?? null;
}

/** The account with this id. */
export async function accountById(db: Db, id: number): Promise<AccountRow | null> {
  const [row] = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return row ?? null;
}
