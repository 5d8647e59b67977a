import { ordersApi } from '@verstak/sdk';
import type {
  Order,
  OrderEvent,
  SUPPORT_PAYMENT_FILTERS,
  SUPPORT_STATUS_FILTERS,
  SupportOrderRow,
} from '@verstak/sdk/contract';
import { asStaff } from '../as-staff';
import { type CancelPlan, cancelPlan } from '../cancel-plan';
import { cliClient, type GlobalOptions } from '../client';
import { CliError, type Io } from '../io';
import { jsonText } from '../json-text';
import { keyValues } from '../key-values';
import { kopecksNamed } from '../kopecks-named';
import { listJson } from '../list-json';
import { money } from '../money';
import { moscowTime } from '../moscow-time';
import { orderEventDetail } from '../order-event-detail';
import { pageNote } from '../page-note';

type SupportStatusFilter = (typeof SUPPORT_STATUS_FILTERS)[number];
type SupportPaymentFilter = (typeof SUPPORT_PAYMENT_FILTERS)[number];

import { table } from '../table';

const payment = (status: string, isPaid: boolean) => (isPaid ? 'paid' : status);

/**
 * `verstak order status <number> [--phone]`: the shopper's own status check (§7.5 orders/status):
 * by number and phone for anyone, by number alone for staff.
 */
export async function orderStatus(
  number: string,
  options: GlobalOptions & { phone?: string },
  io: Io,
): Promise<void> {
  const client = await cliClient(options, io);
  const status = await ordersApi(client).status({
    number,
    ...(options.phone ? { phone: options.phone } : {}),
  });
  if (options.json) {
    io.out(jsonText(status));
    return;
  }
  io.out(
    keyValues([
      ['order', status.number],
      ['placed', moscowTime(status.created)],
      ['status', `${status.status} (${status.statusTitle})`],
      ['payment', payment(status.paymentStatus, status.isPaid)],
      ['total', money(status.total)],
      ['delivery', `${status.deliveryService}, ${status.deliveryDate} ${status.deliveryTime}`],
    ]),
  );
}

function orderLines(order: Order): string {
  return table(order.products, [
    { title: 'id', value: (p) => String(p.id), right: true },
    { title: 'title', value: (p) => p.title },
    { title: 'qty', value: (p) => String(p.quantity), right: true },
    { title: 'price', value: (p) => money(p.price), right: true },
    { title: 'sum', value: (p) => money(p.sum), right: true },
  ]);
}

function eventLines(events: readonly OrderEvent[]): string {
  return table(events, [
    { title: 'when', value: (e) => moscowTime(e.at) },
    { title: 'what', value: (e) => e.kind },
    { title: 'by', value: (e) => e.staff || 'shopper/system' },
    { title: 'detail', value: orderEventDetail },
  ]);
}

/** An order as support reads it: who, what, how it travels and is paid, its lines. */
function orderSummary(order: Order): string {
  return keyValues([
    ['order', `${order.number} (id ${order.id})`],
    ['placed', moscowTime(order.created)],
    [
      'status',
      `${order.status} (${order.statusTitle})${order.cancelReason ? `: ${order.cancelReason}` : ''}`,
    ],
    ['payment', `${payment(order.paymentStatus, order.isPaid)} by ${order.paymentService.code}`],
    ['total', `${money(order.total)} (paid ${money(order.paid)}, left ${money(order.price)})`],
    ['customer', [order.name, order.phone, order.email].filter(Boolean).join(', ')],
    [
      'delivery',
      `${order.deliveryCode}: ${order.address}, ${order.deliveryDate} ${order.deliveryCode === 'courier' ? order.deliveryTime : ''}`.trim(),
    ],
    ['promo code', order.promoCode ? `${order.promoCode} (−${money(order.coupon)})` : ''],
    ['bonuses', order.bonusesSpent > 0 ? String(order.bonusesSpent) : ''],
  ]);
}

/** `verstak order show <number>` (staff): the order, its lines, what happened to it and the cancel reasons. */
export async function orderShow(number: string, options: GlobalOptions, io: Io): Promise<void> {
  const found = await asStaff(options, io, (support) => support.order({ number }));
  if (options.json) {
    io.out(
      jsonText({ ...found, events: found.events.map((e) => ({ ...e, detail: kopecksNamed(e.detail) })) }),
    );
    return;
  }
  io.out(orderSummary(found.order));
  io.out(`\n${orderLines(found.order)}`);
  if (found.events.length > 0) io.out(`\nEvents:\n${eventLines(found.events)}`);
  if (!found.order.isFinished)
    io.out(
      `\nCancel reasons (verstak order cancel ${found.order.number} --reason <id>):\n${table(
        found.cancelReasons,
        [
          { title: 'id', value: (r) => String(r.id), right: true },
          { title: 'reason', value: (r) => r.title },
        ],
      )}`,
    );
}

/** The flags of `verstak order list`. */
export interface OrderListFlags {
  customer?: string;
  status?: SupportStatusFilter;
  /** `--paid`, `--unpaid` (`not_paid`) or `--payment <status>`. */
  payment?: SupportPaymentFilter;
  /** Moscow days, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
}

/**
 * `verstak order list [--customer] [--status] [--paid | --unpaid | --payment] [--from] [--to] [--page]
 * [--limit]` (staff): orders newest first, a page at a time, with the total.
 */
export async function orderList(options: GlobalOptions & OrderListFlags, io: Io): Promise<void> {
  const page = options.page ?? 1;
  const limit = options.limit ?? 20;
  const list = await asStaff(options, io, (support) =>
    support.orders({
      ...(options.customer ? { customer: options.customer } : {}),
      ...(options.status ? { status: options.status } : {}),
      ...(options.payment ? { payment: options.payment } : {}),
      ...(options.from ? { from: options.from } : {}),
      ...(options.to ? { to: options.to } : {}),
      ...(options.page ? { page: options.page } : {}),
      limit,
    }),
  );
  if (options.json) {
    io.out(listJson(list.items, list.total, { page }));
    return;
  }
  if (list.items.length === 0) {
    io.out(
      list.total > 0 ? `Page ${page} is past the last: ${list.total} order(s) match` : 'No orders match',
    );
    return;
  }
  io.out(
    table(list.items, [
      { title: 'number', value: (o: SupportOrderRow) => o.number },
      { title: 'placed', value: (o) => moscowTime(o.created) },
      { title: 'status', value: (o) => o.status },
      { title: 'payment', value: (o) => o.paymentStatus },
      { title: 'total', value: (o) => money(o.total), right: true },
      { title: 'items', value: (o) => String(o.itemsTotal), right: true },
      { title: 'delivery', value: (o) => o.deliveryCode },
      { title: 'customer', value: (o) => `${o.name}, ${o.phone}${o.userId === null ? ' (guest)' : ''}` },
    ]),
  );
  const note = pageNote({ shown: list.items.length, total: list.total, page, limit, what: 'orders' });
  if (note) io.out(note);
}

/** The flags of `verstak order cancel`. */
export interface CancelFlags {
  reason: number;
  comment?: string;
  /** Cancel without asking (scripts; needed without a terminal). */
  yes?: boolean;
  /** Only say what the cancel would do. */
  dryRun?: boolean;
}

/** The lines of what a cancel does (or would do), for the prompt and `--dry-run`. */
function planLines(plan: CancelPlan): string {
  return keyValues([
    ['order', `${plan.number} (${plan.status}), ${money(plan.total)}`],
    ['customer', plan.customer],
    ['reason', `${plan.reason.id}: ${plan.reason.title}`],
    ['stock back', `${plan.unitsReturned} unit(s)`],
    ['bonuses back', plan.bonusesReturned > 0 ? String(plan.bonusesReturned) : ''],
    ['refund', plan.refund > 0 ? `${money(plan.refund)} through the payment provider` : ''],
    ['promo code', plan.promoCode ? `${plan.promoCode} (its use returned)` : ''],
  ]);
}

/**
 * `verstak order cancel <number> --reason <id> [--comment] [--yes | --dry-run]` (staff), logged on
 * the order with the staff account. It is not undone by anything, so on a terminal it shows what it
 * will do and asks; `--yes` skips the question, and without a terminal `--yes` is required (a usage
 * error before any call otherwise). `--dry-run` shows what it would do and changes nothing.
 */
export async function orderCancel(
  number: string,
  options: GlobalOptions & CancelFlags,
  io: Io,
): Promise<void> {
  const interactive = io.input?.interactive ?? false;
  if (!options.dryRun && !options.yes && !interactive)
    throw new CliError(
      'order cancel cannot be undone: confirm it with --yes (or see what it would do with --dry-run); without a terminal there is no one to ask',
    );
  const plan = await asStaff(options, io, async (support) => {
    const found = await support.order({ number });
    return cancelPlan(found.order, found.cancelReasons, options.reason);
  });
  if (options.dryRun) {
    if (options.json) io.out(jsonText({ dryRun: true, plan }));
    else io.out(`Would cancel (nothing changed: --dry-run):\n${planLines(plan)}`);
    return;
  }
  if (!options.yes) {
    io.err(planLines(plan));
    const answer = await io.input?.ask(`Cancel order ${plan.number}? Type yes to confirm: `);
    if (!/^(y|yes|да)$/i.test(answer?.trim() ?? ''))
      throw new CliError(`Order ${plan.number} was not cancelled: the answer was not yes`, 'cancelled');
  }
  const { order } = await asStaff(options, io, (support) =>
    support.cancel({
      number,
      reason: options.reason,
      ...(options.comment ? { comment: options.comment } : {}),
    }),
  );
  if (options.json) io.out(jsonText({ order }));
  else io.out(`Order ${order.number} cancelled: ${order.cancelReason || order.statusTitle}`);
}

/**
 * `verstak order copy <number>` (staff): puts the order's products into its customer's basket again
 * (the account's, or the guest's), so the customer finds them there when they open the cart. Each
 * line is brought up to the order's quantity, never past it: running it twice changes nothing.
 */
export async function orderCopy(number: string, options: GlobalOptions, io: Io): Promise<void> {
  const copied = await asStaff(options, io, (support) => support.copy({ number }));
  if (options.json) {
    io.out(jsonText(copied));
    return;
  }
  io.out(
    `Copied into the ${copied.basketOf === 'account' ? "customer's account" : "guest's"} basket: ${copied.added.length} line(s)${copied.kept.length > 0 ? `; ${copied.kept.length} already there, left as they are` : ''}`,
  );
  if (copied.added.length > 0)
    io.out(
      table(copied.added, [
        { title: 'id', value: (l) => String(l.id), right: true },
        { title: 'title', value: (l) => l.title },
        { title: 'qty', value: (l) => String(l.quantity), right: true },
      ]),
    );
  if (copied.skipped.length > 0)
    io.out(
      `\nNot copied:\n${table(copied.skipped, [
        { title: 'id', value: (l) => String(l.id), right: true },
        { title: 'title', value: (l) => l.title },
        { title: 'why', value: (l) => l.reason },
      ])}`,
    );
}
