import * as z from 'zod/mini';
import { baseUserSchema } from './session';

// The account entities of spec §3 (User) and the personal area (§2.3, §7.3–7.4). The spec leaves
// organization, bank detail and manager fields unshown (§3); these are the fields a Russian B2B
// store keeps for an invoice, a contract and electronic document flow (ЭДО).

/** Whether an account is a private person or a legal entity (§1, §6). */
export const accountTypeSchema = z.enum(['person', 'legal']);
/** A private person (`person`) or a legal entity (`legal`). */
export type AccountType = z.infer<typeof accountTypeSchema>;

/** Someone who may receive an order for the user (§3 profile: receivers). */
export const receiverSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
});
/** A receiver. */
export type Receiver = z.infer<typeof receiverSchema>;

/** A saved delivery address (§3 profile: deliveryAddresses: cityId, city, address). */
export const deliveryAddressSchema = z.object({
  id: z.number(),
  cityId: z.number(),
  city: z.string(),
  address: z.string(),
});
/** A delivery address. */
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** A mailing the user may subscribe to; `checked` when subscribed (§3 profile: subscriptions). */
export const subscriptionSchema = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  checked: z.boolean(),
});
/** A subscription. */
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The state of a legal entity's supply contract. */
export const contractStatusSchema = z.enum(['none', 'requested', 'signed']);

/** A legal entity (or sole trader) the user buys for (§3 profile: organizations). */
export const organizationSchema = z.object({
  id: z.number(),
  /** Full name, e.g. «ООО "Стройресурс"». */
  name: z.string(),
  /** 10 digits for a company, 12 for a sole trader. */
  inn: z.string(),
  /** 9 digits; empty for a sole trader. */
  kpp: z.string(),
  /** ОГРН (13 digits) or ОГРНИП (15 digits). */
  ogrn: z.string(),
  legalAddress: z.string(),
  isDefault: z.boolean(),
  /** Electronic document flow (ЭДО): whether it is on, through which operator, and the participant id. */
  edo: z.object({ enabled: z.boolean(), operator: z.string(), participantId: z.string() }),
  /** The supply contract: none, requested or signed, with its number and date (YYYY-MM-DD) once signed. */
  contract: z.object({ status: contractStatusSchema, number: z.string(), date: z.string() }),
});
/** An organization. */
export type Organization = z.infer<typeof organizationSchema>;

/** A bank account of an organization (§3 personal page: bankDetails). */
export const bankDetailsSchema = z.object({
  id: z.number(),
  organizationId: z.number(),
  bankName: z.string(),
  /** БИК: 9 digits. */
  bik: z.string(),
  /** Расчётный счёт: 20 digits, checked against the BIK. */
  settlementAccount: z.string(),
  /** Корреспондентский счёт: 20 digits, checked against the BIK. */
  correspondentAccount: z.string(),
  isDefault: z.boolean(),
});
/** Bank details. */
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** A personal manager of a B2B user (§3 personal page: personalManagers). */
export const personalManagerSchema = z.object({
  name: z.string(),
  position: z.string(),
  phone: z.string(),
  email: z.string(),
});

/** A contact line of the personal page (§3 personal page: contacts), e.g. the service desk. */
export const contactSchema = z.object({ title: z.string(), phone: z.string(), email: z.string() });

/** A B2B category with its discount (§3 personal page: b2bCategories: name, code, value). */
export const b2bCategorySchema = z.object({ name: z.string(), code: z.string(), value: z.number() });

/** The bonus card (§3 personal page: card). */
export const bonusCardSchema = z.object({ number: z.string(), level: z.string() });

/** A movement on the bonus account: accrual (positive) or spending (negative), in whole bonuses. */
export const bonusMovementSchema = z.object({
  id: z.number(),
  date: z.string(),
  amount: z.number(),
  title: z.string(),
});

/** Profile counters (§3): orders, viewed products, reviews. */
export const profileCountersSchema = z.object({
  orders: z.number(),
  viewed: z.number(),
  reviews: z.number(),
});
/** Profile counters. */
export type ProfileCounters = z.infer<typeof profileCountersSchema>;

/** A link of the personal area's left sidebar (§2.3, §3 personalSidebar). */
export const sidebarItemSchema = z.object({
  title: z.string(),
  url: z.string(),
  /** A count shown beside the link (orders, viewed…), when it has one. */
  count: z.optional(z.number()),
});
/** The left sidebar of the personal area. */
export const personalSidebarSchema = z.array(sidebarItemSchema);
/** The sidebar. */
export type PersonalSidebar = z.infer<typeof personalSidebarSchema>;

/**
 * The whole user (§3): the basic fields of the base call plus the profile fields. `birth` is
 * YYYY-MM-DD or empty.
 */
export const userProfileSchema = z.extend(baseUserSchema, {
  id: z.number(),
  type: accountTypeSchema,
  lastName: z.string(),
  secondName: z.string(),
  birth: z.string(),
  receivers: z.array(receiverSchema),
  deliveryAddresses: z.array(deliveryAddressSchema),
  organizations: z.array(organizationSchema),
  subscriptions: z.array(subscriptionSchema),
  /** Whether the account has a password (a phone-only account logs in by SMS code). */
  hasPassword: z.boolean(),
  /** A new e-mail waiting for the code sent to it (ours, not the spec's); '' or absent when none. */
  pendingEmail: z.optional(z.string()),
});
/** The user's profile. */
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The state of a repair request (the service centre's view). */
export const repairSchema = z.object({
  id: z.number(),
  number: z.string(),
  created: z.string(),
  product: z.string(),
  status: z.enum(['accepted', 'diagnostics', 'repair', 'ready', 'issued']),
  statusTitle: z.string(),
  shop: z.string(),
});
/** A repair request. */
export type Repair = z.infer<typeof repairSchema>;

/** A review the user wrote (§7.3 my reviews). */
export const userReviewSchema = z.object({
  id: z.number(),
  productId: z.number(),
  productTitle: z.string(),
  productUrl: z.string(),
  rating: z.number(),
  text: z.string(),
  created: z.string(),
  status: z.enum(['published', 'moderation', 'rejected']),
});
/** A user's review. */
export type UserReview = z.infer<typeof userReviewSchema>;
