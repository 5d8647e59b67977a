import type { PaySystemCode } from '@verstak/sdk/contract';
import { cliClient, type GlobalOptions } from '../client';
import { CliError, type Io } from '../io';
import { jsonText } from '../json-text';
import { keyValues } from '../key-values';
import { money } from '../money';
import { type DeliveryChoice, placeOrder } from '../place-order';

/** The flags of `verstak checkout`. */
export interface CheckoutFlags {
  pickup?: number;
  courier?: boolean;
  address?: string;
  date?: string;
  time?: string;
  pay: PaySystemCode;
  name: string;
  phone: string;
  email?: string;
  promo?: string;
  bonuses?: boolean;
  comment?: string;
}

/** The delivery the flags choose: `--pickup <shopId>`, or `--courier` with its address, date and window. */
export function deliveryOf(flags: CheckoutFlags): DeliveryChoice {
  if (flags.pickup !== undefined && flags.courier)
    throw new CliError('Choose one of --pickup <shopId> and --courier, not both');
  if (flags.pickup !== undefined) {
    for (const flag of ['address', 'date', 'time'] as const)
      if (flags[flag] !== undefined) throw new CliError(`--${flag} is for --courier, not --pickup`);
    return { type: 'pickup', shopId: flags.pickup };
  }
  if (!flags.courier)
    throw new CliError('Choose a delivery: --pickup <shopId> or --courier --address … --date … --time …');
  const missing = (['address', 'date', 'time'] as const).filter((f) => !flags[f]);
  if (missing.length > 0)
    throw new CliError(
      `--courier needs ${missing.map((f) => `--${f}`).join(', ')} (e.g. --date 2026-12-01 --time "10:00 - 12:00")`,
    );
  if (!/^\d{4}-\d{2}-\d{2}$/.test(flags.date ?? ''))
    throw new CliError(`--date must be YYYY-MM-DD, got "${flags.date}"`);
  if (!/^\d{2}:\d{2} - \d{2}:\d{2}$/.test(flags.time ?? ''))
    throw new CliError(`--time must be a window such as "10:00 - 12:00", got "${flags.time}"`);
  return { type: 'courier', address: flags.address ?? '', date: flags.date ?? '', time: flags.time ?? '' };
}

/**
 * `verstak checkout`: places the session's basket as an order and prints its number and the payment
 * URL (the sandbox provider's pay page). The SDK sends an `Idempotency-Key` with the order and the
 * payment calls, the same on their retries, so a retried request never places a second order.
 */
export async function checkout(flags: CheckoutFlags, options: GlobalOptions, io: Io): Promise<void> {
  const delivery = deliveryOf(flags);
  const client = await cliClient(options, io);
  const placed = await placeOrder(client, {
    delivery,
    pay: flags.pay,
    name: flags.name,
    phone: flags.phone,
    email: flags.email,
    promo: flags.promo,
    bonuses: flags.bonuses,
    comment: flags.comment,
  });
  const { order, payment } = placed;
  if (options.json) {
    io.out(
      jsonText({ number: order.number, orderId: order.id, paymentUrl: payment?.url ?? null, order, payment }),
    );
    return;
  }
  io.out(
    keyValues([
      ['order', order.number],
      ['total', money(order.total)],
      ['delivery', `${order.deliveryService}: ${order.address}, ${order.deliveryDate}`],
      ['payment', payment ? payment.url : `${order.paymentService.title} (nothing to pay online now)`],
    ]),
  );
}
