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

/** The account of a login as the contract's fields normalize it: an e-mail (has @) or a formatted phone. */
export async function findAccount(db: Db, login: string): Promise<AccountRow | null> {
  const column = login.includes('@') ? 'email' : 'phone';
  const [row] = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM users WHERE ${column} = $1`, [login]);
  return row ?? null;
}

/** The account with this id. */
export async function accountById(db: Db, id: number): Promise<AccountRow | null> {
  const [row] = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return row ?? null;
}
