import type { Db } from '../db/database';

// Bonuses spent on an order are a negative movement tied to it; a cancel adds them back with a
// positive one. The account's row is locked first (writeOrder takes it before any other lock), so
// two checkouts of one account cannot both spend the same balance.

/**
 * Spends `amount` bonuses of the account on the order; false (nothing spent) when the balance is
 * short. The caller holds the account's row lock.
 */
export async function spendBonuses(
  tx: Db,
  userId: number,
  orderId: number,
  amount: number,
  number: string,
): Promise<boolean> {
  if ((await bonusBalance(tx, userId)) < amount) return false;
  await tx.query('INSERT INTO bonus_movements (user_id, amount, title, order_id) VALUES ($1, $2, $3, $4)', [
    userId,
    -amount,
    `Списание по заказу №${number}`,
    orderId,
  ]);
  return true;
}

/** The account's balance now. */
export async function bonusBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db.query<{ balance: number }>(
    'SELECT coalesce(sum(amount), 0)::int AS balance FROM bonus_movements WHERE user_id = $1',
    [userId],
  );
  return row?.balance ?? 0;
}

/** Gives back what the order spent (net of what was already given back); answers the amount. */
export async function returnBonuses(tx: Db, orderId: number, number: string): Promise<number> {
  const [row] = await tx.query<{ user_id: number | null; spent: number }>(
    `SELECT min(user_id) AS user_id, coalesce(-sum(amount), 0)::int AS spent
     FROM bonus_movements WHERE order_id = $1`,
    [orderId],
  );
  if (!row || row.user_id === null || row.spent <= 0) return 0;
  await tx.query('INSERT INTO bonus_movements (user_id, amount, title, order_id) VALUES ($1, $2, $3, $4)', [
    row.user_id,
    row.spent,
    `Возврат бонусов по отменённому заказу №${number}`,
    orderId,
  ]);
  return row.spent;
}
