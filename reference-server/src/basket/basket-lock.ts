import type { Db } from '../db/database';

/**
 * Locks a visitor's basket for the rest of the transaction: its `basket_state` row, created when
 * missing. Every change of a basket takes it first, so two changes at once run one after the other
 * and neither loses the other's update nor passes a limit the other already reached.
 */
export async function lockBasket(tx: Db, fUserId: string): Promise<void> {
  await tx.query(
    `INSERT INTO basket_state (f_user_id) VALUES ($1)
     ON CONFLICT (f_user_id) DO UPDATE SET updated_at = now()`,
    [fUserId],
  );
}

/** Runs `fn` with the basket locked: inside the caller's transaction, or in a new one. */
export async function withBasketLock<R>(db: Db, fUserId: string, fn: (tx: Db) => Promise<R>): Promise<R> {
  const run = async (tx: Db) => {
    await lockBasket(tx, fUserId);
    return fn(tx);
  };
  return db.inTransaction ? run(db) : db.transaction(run);
}
