import type { OrderStatus } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { recordOrderEvent } from './order-events';
import { isFinished } from './order-statuses';

/** Records the shopper's request to change an unfinished order (§7.4 change); a manager acts on it. */
export async function requestChange(tx: Db, orderId: number, comment: string): Promise<void> {
  const [order] = await tx.query<{ number: string; status: OrderStatus }>(
    'SELECT number, status FROM orders WHERE id = $1 FOR UPDATE',
    [orderId],
  );
  if (!order) return;
  if (isFinished(order.status))
    throw new HttpError(409, 'order_finished', {
      common: `Заказ №${order.number} уже ${order.status === 'cancelled' ? 'отменён' : 'выполнен'}, его нельзя изменить`,
    });
  await tx.query(
    'UPDATE orders SET change_requested = true, change_comment = $2, updated_at = now() WHERE id = $1',
    [orderId, comment],
  );
  await recordOrderEvent(tx, orderId, 'change_requested', { comment });
}
