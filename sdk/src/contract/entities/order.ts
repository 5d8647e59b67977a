import * as z from 'zod/mini';
import { ORDER_STATUSES, PAY_SYSTEM_CODES } from './order-limits';

export { ONLINE_PAY_SYSTEM_CODES, PAY_SYSTEM_CODES } from './order-limits';

/** A payment method code (§9). */
export type PaySystemCode = (typeof PAY_SYSTEM_CODES)[number];
export const paySystemCodeSchema = z.enum(PAY_SYSTEM_CODES, { error: 'Выберите способ оплаты' });

/** How an order reaches the shopper. */
export const DELIVERY_TYPES = ['courier', 'pickup'] as const;
/** The rule of `deliveryType`, as a shopper reads it. */
export const DELIVERY_TYPE_RULE = 'Выберите способ получения: курьером или самовывоз';
export const deliveryTypeSchema = z.enum(DELIVERY_TYPES, { error: DELIVERY_TYPE_RULE });
/** How an order reaches the shopper. */
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** An order's status (`ORDER_STATUSES`, order-limits.ts). */
export { ORDER_STATUSES } from './order-limits';
export const orderStatusSchema = z.enum(ORDER_STATUSES);
/** An order's status. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where an order's payment stands. Only the provider's signed notification moves it to `paid`. */
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'failed', 'refunded'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
/** Where an order's payment stands. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A line of a placed order: the price it was sold at, frozen. */
const orderProductShape = {
  id: z.number(),
  code: z.string(),
  title: z.string(),
  url: z.string(),
  previewPicture: z.string(),
  quantity: z.number(),
  /** Price of one unit as ordered. */
  price: z.number(),
  /** price × quantity. */
  sum: z.number(),
  measure: z.string(),
};
/** The type of `orderProductSchema`, named so the declarations that use it say `OrderProductSchema` instead of spelling it out. */
export interface OrderProductSchema extends z.ZodMiniObject<typeof orderProductShape> {}
export const orderProductSchema: OrderProductSchema = z.object(orderProductShape);
/** A line of a placed order. */
export type OrderProduct = z.infer<typeof orderProductSchema>;

/** An order (§3). Money in roubles with kopecks as two decimals; dates as ISO strings. */
const orderShape = {
  id: z.number(),
  /** The shopper-facing number, e.g. «В-2026-000123». */
  number: z.string(),
  /** The invoice (account) number for payment. */
  accountNumber: z.string(),
  /** When it was placed (ISO). */
  created: z.string(),
  /** The goods after discounts, before delivery and bonuses. */
  orderSum: z.number(),
  /** The delivery window 'from - to', e.g. '10:00 - 12:00' (§5 default). */
  deliveryTime: z.string(),
  /** The delivery (or pickup-ready) date, YYYY-MM-DD. */
  deliveryDate: z.string(),
  paymentService: z.object({ title: z.string(), code: paySystemCodeSchema }),
  paymentStatus: paymentStatusSchema,
  /** What the order costs in all: goods, delivery, less promo code and bonuses. */
  total: z.number(),
  /** What has been paid. */
  paid: z.number(),
  /** What is left to pay. */
  price: z.number(),
  /** Whether the shopper can pay now (unpaid, not cancelled, an online method). */
  isAvailablePay: z.boolean(),
  status: orderStatusSchema,
  /** The status in Russian, e.g. «Принят». */
  statusTitle: z.string(),
  isFinished: z.boolean(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** «Курьером» or «Самовывоз». */
  deliveryService: z.string(),
  deliveryCode: deliveryTypeSchema,
  deliveryPrice: z.number(),
  /** Courier: the address; pickup: the shop's address. */
  address: z.string(),
  /** Pickup: the shop. */
  shopId: z.nullable(z.number()),
  products: z.array(orderProductSchema),
  isPaid: z.boolean(),
  /** The promo code's discount, roubles. */
  coupon: z.number(),
  promoCode: z.string(),
  bonusesSpent: z.number(),
  comment: z.string(),
  /** Whether the shopper asked a manager to change it (§7.4 change). */
  changeRequested: z.boolean(),
  /** Why it was cancelled, when it was. */
  cancelReason: z.string(),
  gift: z.object({ show: z.boolean(), link: z.string(), userFirstName: z.string() }),
  /** Whether it was placed in one click (§7.5 fast order). */
  isFast: z.boolean(),
};
/** The type of `orderSchema`, named so the declarations that use it say `OrderSchema` instead of spelling it out. */
export interface OrderSchema extends z.ZodMiniObject<typeof orderShape> {}
export const orderSchema: OrderSchema = z.object(orderShape);
/** An order (§3). */
export type Order = z.infer<typeof orderSchema>;

/** An entry of the orders page's status list (§3): disabled when `stat` is not above 0. */
const orderStatusEntryShape = { title: z.string(), value: z.string(), stat: z.number() };
/** The type of `orderStatusEntrySchema`, named so the declarations that use it say `OrderStatusEntrySchema` instead of spelling it out. */
export interface OrderStatusEntrySchema extends z.ZodMiniObject<typeof orderStatusEntryShape> {}
export const orderStatusEntrySchema: OrderStatusEntrySchema = z.object(orderStatusEntryShape);
/** An entry of the orders page's status list. */
export type OrderStatusEntry = z.infer<typeof orderStatusEntrySchema>;

/** A reason a shopper may give for cancelling (§7.4 cancel reasons). */
const cancelReasonShape = { id: z.number(), title: z.string() };
/** The type of `cancelReasonSchema`, named so the declarations that use it say `CancelReasonSchema` instead of spelling it out. */
export interface CancelReasonSchema extends z.ZodMiniObject<typeof cancelReasonShape> {}
export const cancelReasonSchema: CancelReasonSchema = z.object(cancelReasonShape);

/** What a guest's status check shows (§7.5 orders/status): no personal data beyond what was asked. */
const orderStatusCheckShape = {
  number: z.string(),
  created: z.string(),
  status: orderStatusSchema,
  statusTitle: z.string(),
  paymentStatus: paymentStatusSchema,
  isPaid: z.boolean(),
  total: z.number(),
  deliveryService: z.string(),
  deliveryDate: z.string(),
  deliveryTime: z.string(),
};
/** The type of `orderStatusCheckSchema`, named so the declarations that use it say `OrderStatusCheckSchema` instead of spelling it out. */
export interface OrderStatusCheckSchema extends z.ZodMiniObject<typeof orderStatusCheckShape> {}
export const orderStatusCheckSchema: OrderStatusCheckSchema = z.object(orderStatusCheckShape);

/** A payment method on offer (§9 codes), with why it is not, when it is not. */
const paySystemShape = {
  code: paySystemCodeSchema,
  title: z.string(),
  description: z.string(),
  available: z.boolean(),
  /** Why it cannot be chosen for this basket, e.g. «Рассрочка — от 3 000 ₽»; '' when available. */
  reason: z.string(),
};
/** The type of `paySystemSchema`, named so the declarations that use it say `PaySystemSchema` instead of spelling it out. */
export interface PaySystemSchema extends z.ZodMiniObject<typeof paySystemShape> {}
export const paySystemSchema: PaySystemSchema = z.object(paySystemShape);
/** A payment method on offer. */
export type PaySystem = z.infer<typeof paySystemSchema>;

/** A delivery window of a day, e.g. from '10:00' to '12:00'. */
const deliveryWindowShape = { from: z.string(), to: z.string() };
/** The type of `deliveryWindowSchema`, named so the declarations that use it say `DeliveryWindowSchema` instead of spelling it out. */
export interface DeliveryWindowSchema extends z.ZodMiniObject<typeof deliveryWindowShape> {}
export const deliveryWindowSchema: DeliveryWindowSchema = z.object(deliveryWindowShape);

/** A pickup point: a shop of the city, with whether it has every line of the basket and when. */
const pickupPointShape = {
  shopId: z.number(),
  name: z.string(),
  address: z.string(),
  schedule: z.string(),
  coordinates: z.tuple([z.number(), z.number()]),
  /** Whether every line can be picked up here. */
  available: z.boolean(),
  /** Ids of the products this shop lacks (or lacks enough of). */
  missing: z.array(z.number()),
  /** When the order can be picked up, YYYY-MM-DD. */
  readyDate: z.string(),
};
/** The type of `pickupPointSchema`, named so the declarations that use it say `PickupPointSchema` instead of spelling it out. */
export interface PickupPointSchema extends z.ZodMiniObject<typeof pickupPointShape> {}
export const pickupPointSchema: PickupPointSchema = z.object(pickupPointShape);
/** A pickup point. */
export type PickupPoint = z.infer<typeof pickupPointSchema>;

/** The ways the current basket can reach the shopper in the current city (§7.5 deliveries). */
const deliveriesShape = {
  courier: z.object({
    available: z.boolean(),
    price: z.number(),
    /** The goods' sum from which courier delivery is free. */
    freeFrom: z.number(),
    /** Dates a courier can come, each with its windows. */
    dates: z.array(z.object({ date: z.string(), windows: z.array(deliveryWindowSchema) })),
  }),
  pickup: z.object({ available: z.boolean(), points: z.array(pickupPointSchema) }),
};
/** The type of `deliveriesSchema`, named so the declarations that use it say `DeliveriesSchema` instead of spelling it out. */
export interface DeliveriesSchema extends z.ZodMiniObject<typeof deliveriesShape> {}
export const deliveriesSchema: DeliveriesSchema = z.object(deliveriesShape);
/** The deliveries on offer. */
export type Deliveries = z.infer<typeof deliveriesSchema>;

/** A payment as the store created it at the provider. */
const paymentShape = {
  /** The store's payment id (the provider's order reference). */
  id: z.string(),
  orderId: z.number(),
  amount: z.number(),
  status: paymentStatusSchema,
  paySystem: paySystemCodeSchema,
  /** The provider's pay page to send the shopper to. */
  url: z.string(),
};
/** The type of `paymentSchema`, named so the declarations that use it say `PaymentSchema` instead of spelling it out. */
export interface PaymentSchema extends z.ZodMiniObject<typeof paymentShape> {}
export const paymentSchema: PaymentSchema = z.object(paymentShape);
/** A payment. */
export type Payment = z.infer<typeof paymentSchema>;
