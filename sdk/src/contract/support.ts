import * as z from 'zod/mini';
import { loginField, phoneField, textField } from './account-fields';
import { defineCalls } from './call';
import { basketSchema } from './entities/basket';
import {
  cancelReasonSchema,
  ORDER_STATUSES,
  orderSchema,
  orderStatusSchema,
  PAYMENT_STATUSES,
  paymentStatusSchema,
} from './entities/order';
import { boundedText, intParam } from './params';

/**
 * The support calls: OURS, not the spec's (§6 leaves server-side enforcement and staff tooling open).
 * The `verstak order …` and `verstak customer find` commands use them. Each row says `own: true`,
 * which keeps it out of the spec's coverage (docs/spec-calls.tsv) while it lives in the one registry,
 * `contractTables`, like every other table. Every call is
 * for the `operator` staff group (administrators pass too); every write is logged on the order as an
 * `order_events` row naming the staff account.
 */

/** An order number as support types it: «В-2026-000123», or the digits alone. */
const orderNumber = textField(30, 'Enter the order number');

/** An order as the support list shows it: the figures a support call needs, and whose it is. */
export const supportOrderRowSchema = z.object({
  id: z.number(),
  number: z.string(),
  created: z.string(),
  status: orderStatusSchema,
  statusTitle: z.string(),
  paymentStatus: paymentStatusSchema,
  total: z.number(),
  /** What is left to pay. */
  price: z.number(),
  deliveryCode: z.enum(['courier', 'pickup']),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  /** The account that placed it; null for a guest's order. */
  userId: z.nullable(z.number()),
  /** Units across the lines. */
  itemsTotal: z.number(),
});
/** An order as the support list shows it. */
export type SupportOrderRow = z.infer<typeof supportOrderRowSchema>;

/** One thing that happened to an order: placed, paid, cancelled, copied by staff… */
export const orderEventSchema = z.object({
  at: z.string(),
  kind: z.string(),
  /** The staff account that did it (its e-mail or phone), or '' when the shopper or the system did. */
  staff: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
/** One thing that happened to an order. */
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** A customer as support finds them: the account, and how many orders they have. */
export const supportCustomerSchema = z.object({
  /** The account; null for a guest known only from orders placed with this phone or e-mail. */
  id: z.nullable(z.number()),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  /** `person`, `legal` or `guest`. */
  type: z.enum(['person', 'legal', 'guest']),
  isB2B: z.boolean(),
  groups: z.array(z.string()),
  /** The names of the account's organisations (a B2B buyer's legal entities), its default first. */
  organizations: z.array(z.string()),
  ordersCount: z.number(),
  /** The newest order's number, or ''. */
  lastOrder: z.string(),
  /** The bonuses the account may spend. */
  bonuses: z.number(),
});
/** A customer as support finds them. */
export type SupportCustomer = z.infer<typeof supportCustomerSchema>;

/** A customer's basket as support sees it: whose it is (`id` null for a guest), and the basket. */
const customerBasketOutput = z.object({
  customer: z.object({ id: z.nullable(z.number()), name: z.string(), phone: z.string(), email: z.string() }),
  basket: basketSchema,
});

/** Statuses support may filter by: one status, or `active` (any unfinished one). */
export const SUPPORT_STATUS_FILTERS = ['active', ...ORDER_STATUSES] as const;

/** Payment states support may filter by: one payment status, or `not_paid` (unpaid, pending or failed). */
export const SUPPORT_PAYMENT_FILTERS = ['not_paid', ...PAYMENT_STATUSES] as const;

/** A day of the store's clock (Moscow), YYYY-MM-DD, that is a real date. */
const moscowDay = z.string().check(
  z.refine((text) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!m) return false;
    const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return date.toISOString().slice(0, 10) === text;
  }, 'Expected a date as YYYY-MM-DD, e.g. 2026-11-01'),
);

export const supportCalls = defineCalls({
  orders: {
    method: 'GET',
    path: '/support/orders',
    access: 'staff:operator',
    own: true,
    doc: "Support (ours, not the spec's): orders newest first, of one customer (phone or e-mail), one status, one payment state and/or placed within Moscow days `from`–`to`; a page of them and the total.",
    input: z.object({
      customer: z.optional(loginField),
      status: z.optional(z.enum(SUPPORT_STATUS_FILTERS)),
      payment: z.optional(z.enum(SUPPORT_PAYMENT_FILTERS)),
      /** The first day (Moscow) the orders were placed on, inclusive. */
      from: z.optional(moscowDay),
      /** The last day (Moscow) the orders were placed on, inclusive. */
      to: z.optional(moscowDay),
      page: z.optional(intParam(1, 10_000)),
      limit: z.optional(intParam(1, 200)),
    }),
    output: z.object({ items: z.array(supportOrderRowSchema), total: z.number() }),
  },
  order: {
    method: 'GET',
    path: '/support/orders/{number}',
    access: 'staff:operator',
    own: true,
    doc: "Support (ours, not the spec's): an order by its number, with what happened to it and the cancel reasons.",
    input: z.object({ number: orderNumber }),
    output: z.object({
      order: orderSchema,
      userId: z.nullable(z.number()),
      events: z.array(orderEventSchema),
      cancelReasons: z.array(cancelReasonSchema),
    }),
  },
  cancel: {
    method: 'POST',
    path: '/support/orders/{number}/cancel',
    access: 'staff:operator',
    own: true,
    doc: "Support (ours, not the spec's): cancels an unfinished order with a reason on the customer's behalf; stock and bonuses go back.",
    input: z.object({
      number: orderNumber,
      reason: intParam(1),
      comment: z.optional(textField(1000)),
    }),
    output: z.object({ order: orderSchema }),
  },
  copy: {
    method: 'POST',
    path: '/support/orders/{number}/copy',
    access: 'staff:operator',
    own: true,
    doc: "Support (ours, not the spec's): puts an order's products into its customer's basket again (the account's, or the guest's), at today's prices; each line up to the order's quantity, never past it, so a second copy changes nothing.",
    input: z.object({ number: orderNumber }),
    output: z.object({
      /** The lines the copy raised to the order's quantity, with the quantity each now holds. */
      added: z.array(z.object({ id: z.number(), title: z.string(), quantity: z.number() })),
      /** The lines that already held the order's quantity or more, left as they were (a copy run again). */
      kept: z.array(z.object({ id: z.number(), title: z.string(), quantity: z.number() })),
      skipped: z.array(z.object({ id: z.number(), title: z.string(), reason: z.string() })),
      /** Whose basket: the account's, or the guest's (by the order's visitor id). */
      basketOf: z.enum(['account', 'guest']),
    }),
  },
  customers: {
    method: 'GET',
    path: '/support/customers',
    access: 'staff:operator',
    own: true,
    doc: "Support (ours, not the spec's): customers by phone (any notation), e-mail, name or organisation (name or INN), or a part of any, with their orders count; a page of them and the total.",
    input: z.object({
      q: boundedText(100).check(
        z.minLength(3, 'Give at least 3 characters of a phone, e-mail, name or organisation'),
      ),
      page: z.optional(intParam(1, 10_000)),
      limit: z.optional(intParam(1, 100)),
    }),
    output: z.object({ items: z.array(supportCustomerSchema), total: z.number() }),
  },
  customerBasket: {
    method: 'GET',
    path: '/support/customers/{id}/basket',
    access: 'staff:operator',
    own: true,
    doc: "Support (ours, not the spec's): an account's basket as the customer sees it, priced for the request's city; reading it changes nothing.",
    input: z.object({ id: intParam(1) }),
    output: customerBasketOutput,
  },
  guestBasket: {
    method: 'GET',
    path: '/support/guests/basket',
    access: 'staff:operator',
    own: true,
    doc: "Support (ours, not the spec's): the basket of a guest known from orders placed with this phone (the visitor of the newest), priced for the request's city; reading it changes nothing.",
    input: z.object({ phone: phoneField }),
    output: customerBasketOutput,
  },
});
