import type { Db } from '../db/database';
import { orderNotFound } from '../orders/order-access';

/** The few columns of an order support acts on. */
export interface OrderRow {
  id: number;
  number: string;
  fUserId: string;
  userId: number | null;
  status: string;
  cityId: number;
}

/**
 * An order by the number support was given: exactly as written («В-2026-000123»), or by its digits
 * alone (`2026000123`, what a caller reads out). Missing: `order_not_found` (§8), 404.
 */
export async function findOrderRow(db: Db, number: string): Promise<OrderRow> {
  const wanted = number.trim();
  const digits = wanted.replace(/\D/g, '');
  const [row] = await db.query<{
    id: number;
    number: string;
    f_user_id: string;
    user_id: number | null;
    status: string;
    city_id: number;
  }>(
    // Two index lookups (the number's unique index, migration 014's orders_number_digits); the digits'
    // condition is left out without digits, so the planner never weighs it against a scan.
    `SELECT id, number, f_user_id, user_id, status, city_id FROM orders
      WHERE number = $1 ${digits ? "OR regexp_replace(number, '\\D', '', 'g') = $2" : ''}
      ORDER BY (number = $1) DESC, id LIMIT 1`,
    digits ? [wanted, digits] : [wanted],
  );
  if (!row) throw orderNotFound(wanted);
  return {
    id: row.id,
    number: row.number,
    fUserId: row.f_user_id,
    userId: row.user_id,
    status: row.status,
    cityId: row.city_id,
  };
}
