import type { PaySystem, PaySystemCode } from '../api/api-types';
import { ONLINE_PAY_SYSTEM_CODES } from '../contract/entities/order-limits';

/** Whether a pay system is paid online through the provider (§9); `card` is paid on receipt. */
export function isOnlinePaySystem(code: PaySystemCode): boolean {
  return ONLINE_PAY_SYSTEM_CODES.includes(code);
}

/**
 * The pay systems of a `paySystems` answer (or of the checkout page) that can pay this basket online
 * now: online ones the server calls available, in the server's order. An order placed with one of
 * them is paid next (`payments.create`); an empty list means the order is paid on receipt.
 */
export function onlinePaySystems<P extends Pick<PaySystem, 'code' | 'available'>>(
  paySystems: readonly P[],
): P[] {
  return paySystems.filter((p) => p.available && isOnlinePaySystem(p.code));
}
