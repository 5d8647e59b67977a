import type { Order } from '@verstak/sdk';
import { formatDay } from './format-day';

/** How an order's payment stands, in Russian. */
export function paymentText(order: Pick<Order, 'isPaid' | 'paymentStatus'>): string {
  if (order.isPaid) return 'Оплачен';
  switch (order.paymentStatus) {
    case 'pending':
      return 'Ожидает подтверждения оплаты';
    case 'failed':
      return 'Оплата не прошла';
    case 'refunded':
      return 'Деньги возвращены';
    default:
      return 'Не оплачен';
  }
}

/** When and how the order arrives: «12 марта, с 10:00 до 12:00, по адресу: …» (§5 address text). */
export function deliveryText(
  order: Pick<Order, 'deliveryCode' | 'deliveryDate' | 'deliveryTime' | 'address'>,
): string {
  const day = formatDay(order.deliveryDate);
  if (order.deliveryCode === 'pickup')
    return `${day ? `Забрать с ${day}` : 'Забрать'} по адресу: ${order.address}`;
  const [from, to] = order.deliveryTime.split(' - ');
  return `${day}${from && to ? `, с ${from} до ${to}` : ''}, по адресу: ${order.address}`;
}
