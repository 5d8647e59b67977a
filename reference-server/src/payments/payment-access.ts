import { HttpError } from '../http/http-error';
import type { Visitor } from '../visitor/visitor';
import type { PayableOrderRow } from './payment-rows';

/** A payment the visitor may not see, or none at all. */
export function paymentNotFound(): HttpError {
  return new HttpError(404, 'payment_not_found', { common: 'Платёж не найден.' });
}

/** Whether the order is the visitor's: placed by its visitor id, or by its account. */
export function ownsOrder(visitor: Visitor, order: Pick<PayableOrderRow, 'f_user_id' | 'user_id'>): boolean {
  return order.f_user_id === visitor.fUserId || (visitor.userId !== null && order.user_id === visitor.userId);
}

/** Why the order cannot be paid now (in Russian), or null when it can. */
export function unpayableReason(order: PayableOrderRow): string | null {
  if (
    order.payment_status === 'paid' ||
    order.payment_status === 'refunded' ||
    order.paid_kopecks >= order.total_kopecks
  )
    return order.total_kopecks === 0
      ? `По заказу №${order.number} нечего оплачивать.`
      : `Заказ №${order.number} уже оплачен.`;
  if (order.status === 'cancelled') return `Заказ №${order.number} отменён — оплатить его нельзя.`;
  if (order.status === 'done') return `Заказ №${order.number} завершён — оплатить его нельзя.`;
  return null;
}
