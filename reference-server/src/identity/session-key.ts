import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { perDatabase } from '../db/per-database';

/**
 * The secret that signs this database's access tokens: made once by whichever process asks first
 * (a concurrent maker's insert is ignored and both read the winner's), then read once per process.
 */
export const sessionKeyOf = perDatabase(async (db: Db): Promise<string> => {
  await db.query('INSERT INTO session_keys (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ secret: string }>('SELECT secret FROM session_keys WHERE id = 1');
  if (!row) throw new Error('The session key could not be stored');
  return row.secret;
});
