import * as z from 'zod/mini';
import { emailField, phoneField, textField } from './account-fields';
import { defineCalls } from './call';
import { commercePage } from './commerce-page';
import { basketSchema } from './entities/basket';
import {
  cancelReasonSchema,
  DELIVERY_TYPE_RULE,
  deliveriesSchema,
  deliveryTypeSchema,
  orderSchema,
  orderStatusCheckSchema,
  orderStatusEntrySchema,
  paySystemCodeSchema,
  paySystemSchema,
} from './entities/order';
import {
  ORDER_LIST_FILTERS,
  REQUISITES_FILE_MAX_BYTES,
  REQUISITES_FILE_TYPES,
  REQUISITES_FILES_LIMIT,
} from './entities/order-limits';
import { paginationSchema } from './entities/pagination';
import { deliveryAddressSchema, organizationSchema, receiverSchema } from './entities/user';
import { boundedText, intParam, MAX_INT, moneyParam } from './params';
import { quantityField } from './shopper-fields';

export { REQUISITES_FILE_MAX_BYTES, REQUISITES_FILE_TYPES, REQUISITES_FILES_LIMIT };

/** A file of a multipart body (a `File` in the browser and in Node). */
export const fileField = z.custom<Blob & { readonly name: string }>(
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    typeof (v as Blob).arrayBuffer === 'function' &&
    typeof (v as { name?: unknown }).name === 'string',
  'Expected a file',
);

/** A day as YYYY-MM-DD. */
export const dateField = z
  .string({ error: 'Выберите дату доставки' })
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Выберите дату доставки'));
/** A delivery window as 'HH:MM - HH:MM' (§3 deliveryTime, §5 default '10:00 - 12:00'). */
export const deliveryTimeField = z
  .string({ error: 'Выберите время доставки' })
  .check(z.regex(/^\d{2}:\d{2} - \d{2}:\d{2}$/, 'Выберите время доставки'));

/** The buyer's contact fields of every order form. */
const buyerFields = {
  name: textField(100, 'Введите имя'),
  phone: phoneField,
  email: z.optional(emailField),
  comment: z.optional(textField(1000)),
};

const fastLine = { productId: intParam(1), quantity: z.optional(quantityField(1)) };
/**
 * The total the one-click form showed (its price answer's `total`, roubles): an order whose total is
 * another now is refused 409 `price_changed` with the new figures, never placed at a price not shown.
 */
const shownTotal = {
  /**
   * The total the form showed (goods and delivery, roubles): an order whose total is another now is
   * refused 409 `price_changed` with both totals, never placed at a price not shown.
   */
  total: z.optional(moneyParam()),
};

/** An order as checkout and the fast-order calls answer it. */
const placedOrder = z.object({ order: orderSchema });

/** What a one-click price check answers (§3 fast-order state: prices and the authorised flag). */
const fastPriceOutput = z.object({
  productId: z.number(),
  quantity: z.number(),
  /** Price of one unit for this buyer. */
  price: z.number(),
  /** The goods' sum. */
  sum: z.number(),
  deliveryPrice: z.number(),
  total: z.number(),
  /** Whether the buyer is logged in (the form then needs no phone). */
  authorised: z.boolean(),
  /** Whether the quantity can be had (delivery, or at the point). */
  available: z.boolean(),
  /** When it can be delivered or picked up, YYYY-MM-DD. */
  readyDate: z.string(),
});

/** The orders page's list (§7.3, §7.4): orders newest first, paged, and the status filter. */
const orderList = {
  items: z.array(orderSchema),
  pagination: paginationSchema,
  statuses: z.array(orderStatusEntrySchema),
};
const orderListInput = z.object({
  page: z.optional(intParam(1, 10_000)),
  /** One status value of `statuses`, or 'all'. */
  status: z.optional(z.enum(ORDER_LIST_FILTERS)),
});

/** What every checkout sends, whichever way the order travels. */
const checkoutFields = {
  paySystem: paySystemCodeSchema,
  ...buyerFields,
  /** A legal entity buys for one of its organizations. */
  organizationId: z.optional(intParam(1)),
  requisitesFiles: z.optional(z.array(fileField)),
  /** The basket's `version` the shopper confirmed. */
  basketVersion: boundedText(100),
  // Without `total`, a courier delivery must cost what the confirmed basket's `delivery` showed.
  ...shownTotal,
};

/**
 * The checkout's input, by how the order travels (`deliveryType`): a courier order names an address
 * (its day and window default to the first day offered and '10:00 - 12:00', §5), a pickup order a shop.
 * Each refusal is the field's Russian sentence, as the checkout form shows it.
 */
const makeOrderInput = z.discriminatedUnion(
  'deliveryType',
  [
    z.object({
      deliveryType: z.literal('courier', { error: DELIVERY_TYPE_RULE }),
      /**
       * The city (the current one when absent). A city the address names is the one delivered to and
       * priced, whatever `cityId` says.
       */
      cityId: z.optional(intParam(1)),
      /** Where the courier brings the order. */
      address: textField(300, 'Укажите адрес доставки'),
      /** The day, YYYY-MM-DD, one of `deliveries`' courier dates; the first of them when absent. */
      deliveryDate: z.optional(dateField),
      /** The window, 'HH:MM - HH:MM', one of that day's; '10:00 - 12:00' when absent (§5). */
      deliveryTime: z.optional(deliveryTimeField),
      ...checkoutFields,
    }),
    z.object({
      deliveryType: z.literal('pickup', { error: DELIVERY_TYPE_RULE }),
      /** The pickup shop, which must have every line (`shopsHoldingBasket` finds them). */
      shopId: intParam(1, MAX_INT, 'Выберите пункт самовывоза'),
      ...checkoutFields,
    }),
  ],
  { error: DELIVERY_TYPE_RULE },
);

/**
 * Checkout, one-click orders, the order's life after it (§7.5, §7.4, §4.10) and the checkout and orders
 * pages (§7.3). Money and stock are decided by the server in one transaction: an order reserves its
 * stock; a basket that changed since it was shown is refused with the new figures (`details.basket`).
 * Order-creating calls take an `Idempotency-Key`. A guest's orders hang on their fUserId.
 */
export const ordersCalls = defineCalls({
  make: {
    method: 'POST',
    path: '/catalog/orders/make',
    encoding: 'multipart',
    idempotent: true,
    doc: 'Places the basket as an order: courier or pickup, a pay system, requisites files for a legal entity (§7.5; empty values dropped, §5).',
    input: makeOrderInput,
    output: placedOrder,
  },
  makeFast: {
    method: 'POST',
    path: '/catalog/orders/make-fast',
    idempotent: true,
    doc: 'A one-click order: a product (or the whole basket when none is given) with a name and a phone; a manager calls back (§7.5).',
    input: z.object({
      productId: z.optional(intParam(1)),
      quantity: z.optional(quantityField(1)),
      ...buyerFields,
      ...shownTotal,
    }),
    output: placedOrder,
  },
  status: {
    method: 'GET',
    path: '/catalog/orders/status',
    doc: "An order's status by its number and the buyer's phone (staff: the number alone); throttled against guessing (§7.5, §2.9).",
    input: z.object({ number: textField(30, 'Введите номер заказа'), phone: z.optional(phoneField) }),
    output: orderStatusCheckSchema,
  },
  list: {
    method: 'GET',
    path: '/users/personal/orders',
    access: 'user',
    doc: "The user's orders, newest first, paged, by status (§7.4).",
    input: orderListInput,
    output: z.object(orderList),
  },
  cancelReasons: {
    method: 'GET',
    path: '/users/personal/orders/cancel/reasons',
    doc: 'The reasons a buyer may give for cancelling (§7.4).',
    input: z.object({}),
    output: z.object({ items: z.array(cancelReasonSchema) }),
  },
  cancel: {
    method: 'POST',
    path: '/users/personal/orders/cancel',
    doc: 'Cancels an unfinished order with a reason; its stock goes back, spent bonuses return (§7.4, §4.10).',
    input: z.object({
      orderId: intParam(1),
      reason: intParam(1),
      description: z.optional(textField(1000)),
    }),
    output: placedOrder,
  },
  change: {
    method: 'POST',
    path: '/users/personal/orders/change',
    doc: 'Asks a manager to change an unfinished order; recorded on the order (§7.4, §4.10).',
    input: z.object({ orderId: intParam(1), comment: z.optional(textField(1000)) }),
    output: placedOrder,
  },
  copy: {
    method: 'POST',
    path: '/users/personal/orders/copy',
    doc: "Puts an order's products into the basket again, at today's prices; what cannot be bought is named (§7.4).",
    input: z.object({ orderId: intParam(1) }),
    output: z.object({
      basket: basketSchema,
      skipped: z.array(z.object({ id: z.number(), title: z.string(), reason: z.string() })),
    }),
  },
  fastPrice: {
    method: 'POST',
    path: '/fast-order/get-price/',
    doc: 'One-click form: the price of a product and quantity with courier delivery (§7.5, §3 fast-order state).',
    input: z.object(fastLine),
    output: fastPriceOutput,
  },
  fastPriceToPoint: {
    method: 'POST',
    path: '/fast-order/get-price-to-point/',
    doc: 'One-click form: the price and readiness of a product at a pickup point (§7.5).',
    input: z.object({ ...fastLine, shopId: intParam(1) }),
    output: fastPriceOutput,
  },
  fastMake: {
    method: 'POST',
    path: '/fast-order/make/',
    idempotent: true,
    doc: 'One-click order of a product with courier delivery (§7.5).',
    input: z.object({ ...fastLine, ...buyerFields, ...shownTotal, address: z.optional(textField(300)) }),
    output: placedOrder,
  },
  fastMakeToPoint: {
    method: 'POST',
    path: '/fast-order/make-to-point/',
    idempotent: true,
    doc: 'One-click order of a product to a pickup point (§7.5).',
    input: z.object({ ...fastLine, ...buyerFields, ...shownTotal, shopId: intParam(1) }),
    output: placedOrder,
  },
  deliveries: {
    method: 'GET',
    path: '/catalog/deliveries',
    doc: 'How the basket can reach the buyer in a city: courier dates and windows, pickup points with the goods (§7.5).',
    input: z.object({ cityId: z.optional(intParam(1)) }),
    output: deliveriesSchema,
  },
  deliveryAddresses: {
    method: 'GET',
    path: '/catalog/deliveries/addresses',
    doc: "Addresses to deliver to: the user's saved ones and those of earlier orders, matching `q` (§7.5).",
    input: z.object({ q: z.optional(textField(200)) }),
    output: z.object({ items: z.array(deliveryAddressSchema) }),
  },
  paySystems: {
    method: 'GET',
    path: '/catalog/pay-systems',
    doc: 'The pay systems (§9 codes) and whether each can pay for the basket (§7.5).',
    input: z.object({}),
    output: z.object({ items: z.array(paySystemSchema) }),
  },
  page: {
    method: 'GET',
    path: '/pages/personal/orders',
    doc: "The orders page: a user's orders, or a guest's by their fUserId (§7.3, §2.3).",
    input: orderListInput,
    output: z.object({ ...commercePage, ...orderList }),
  },
  detailPage: {
    method: 'GET',
    path: '/pages/personal/orders/{id}',
    doc: "An order's page; another's or a missing one is `order_not_found` «Ошибка: заказ №{id} не найден.» (§7.3, §8).",
    input: z.object({ id: intParam(1), success: z.optional(boundedText(100)) }),
    output: z.object({
      ...commercePage,
      order: orderSchema,
      cancelReasons: z.array(cancelReasonSchema),
      paySystems: z.array(paySystemSchema),
    }),
  },
  makePage: {
    method: 'GET',
    path: '/pages/personal/orders/make',
    doc: "The checkout page: the basket, deliveries, pay systems and the buyer's saved details (§7.3, §2.3).",
    input: z.object({ deliveryType: z.optional(deliveryTypeSchema), cityId: z.optional(intParam(1)) }),
    output: z.object({
      ...commercePage,
      basket: basketSchema,
      deliveries: deliveriesSchema,
      paySystems: z.array(paySystemSchema),
      buyer: z.object({ name: z.string(), phone: z.string(), email: z.string(), isLegal: z.boolean() }),
      receivers: z.array(receiverSchema),
      addresses: z.array(deliveryAddressSchema),
      organizations: z.array(organizationSchema),
    }),
  },
});
