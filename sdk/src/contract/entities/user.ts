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
const receiverShape = {
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
};
/** The type of `receiverSchema`, named so the declarations that use it say `ReceiverSchema` instead of spelling it out. */
export interface ReceiverSchema extends z.ZodMiniObject<typeof receiverShape> {}
export const receiverSchema: ReceiverSchema = z.object(receiverShape);
/** A receiver. */
export type Receiver = z.infer<typeof receiverSchema>;

/** A saved delivery address (§3 profile: deliveryAddresses: cityId, city, address). */
const deliveryAddressShape = {
  id: z.number(),
  cityId: z.number(),
  city: z.string(),
  address: z.string(),
};
/** The type of `deliveryAddressSchema`, named so the declarations that use it say `DeliveryAddressSchema` instead of spelling it out. */
export interface DeliveryAddressSchema extends z.ZodMiniObject<typeof deliveryAddressShape> {}
export const deliveryAddressSchema: DeliveryAddressSchema = z.object(deliveryAddressShape);
/** A delivery address. */
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** A mailing the user may subscribe to; `checked` when subscribed (§3 profile: subscriptions). */
const subscriptionShape = {
  id: z.number(),
  code: z.string(),
  title: z.string(),
  checked: z.boolean(),
};
/** The type of `subscriptionSchema`, named so the declarations that use it say `SubscriptionSchema` instead of spelling it out. */
export interface SubscriptionSchema extends z.ZodMiniObject<typeof subscriptionShape> {}
export const subscriptionSchema: SubscriptionSchema = z.object(subscriptionShape);
/** A subscription. */
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The state of a legal entity's supply contract. */
export const contractStatusSchema = z.enum(['none', 'requested', 'signed']);

/** A legal entity (or sole trader) the user buys for (§3 profile: organizations). */
const organizationShape = {
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
};
/** The type of `organizationSchema`, named so the declarations that use it say `OrganizationSchema` instead of spelling it out. */
export interface OrganizationSchema extends z.ZodMiniObject<typeof organizationShape> {}
export const organizationSchema: OrganizationSchema = z.object(organizationShape);
/** An organization. */
export type Organization = z.infer<typeof organizationSchema>;

/** A bank account of an organization (§3 personal page: bankDetails). */
const bankDetailsShape = {
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
};
/** The type of `bankDetailsSchema`, named so the declarations that use it say `BankDetailsSchema` instead of spelling it out. */
export interface BankDetailsSchema extends z.ZodMiniObject<typeof bankDetailsShape> {}
export const bankDetailsSchema: BankDetailsSchema = z.object(bankDetailsShape);
/** Bank details. */
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** A personal manager of a B2B user (§3 personal page: personalManagers). */
const personalManagerShape = {
  name: z.string(),
  position: z.string(),
  phone: z.string(),
  email: z.string(),
};
/** The type of `personalManagerSchema`, named so the declarations that use it say `PersonalManagerSchema` instead of spelling it out. */
export interface PersonalManagerSchema extends z.ZodMiniObject<typeof personalManagerShape> {}
export const personalManagerSchema: PersonalManagerSchema = z.object(personalManagerShape);

/** A contact line of the personal page (§3 personal page: contacts), e.g. the service desk. */
const contactShape = { title: z.string(), phone: z.string(), email: z.string() };
/** The type of `contactSchema`, named so the declarations that use it say `ContactSchema` instead of spelling it out. */
export interface ContactSchema extends z.ZodMiniObject<typeof contactShape> {}
export const contactSchema: ContactSchema = z.object(contactShape);

/** A B2B category with its discount (§3 personal page: b2bCategories: name, code, value). */
const b2bCategoryShape = { name: z.string(), code: z.string(), value: z.number() };
/** The type of `b2bCategorySchema`, named so the declarations that use it say `B2bCategorySchema` instead of spelling it out. */
export interface B2bCategorySchema extends z.ZodMiniObject<typeof b2bCategoryShape> {}
export const b2bCategorySchema: B2bCategorySchema = z.object(b2bCategoryShape);

/** The bonus card (§3 personal page: card). */
const bonusCardShape = { number: z.string(), level: z.string() };
/** The type of `bonusCardSchema`, named so the declarations that use it say `BonusCardSchema` instead of spelling it out. */
export interface BonusCardSchema extends z.ZodMiniObject<typeof bonusCardShape> {}
export const bonusCardSchema: BonusCardSchema = z.object(bonusCardShape);

/** A movement on the bonus account: accrual (positive) or spending (negative), in whole bonuses. */
const bonusMovementShape = {
  id: z.number(),
  date: z.string(),
  amount: z.number(),
  title: z.string(),
};
/** The type of `bonusMovementSchema`, named so the declarations that use it say `BonusMovementSchema` instead of spelling it out. */
export interface BonusMovementSchema extends z.ZodMiniObject<typeof bonusMovementShape> {}
export const bonusMovementSchema: BonusMovementSchema = z.object(bonusMovementShape);

/** Profile counters (§3): orders, viewed products, reviews. */
const profileCountersShape = {
  orders: z.number(),
  viewed: z.number(),
  reviews: z.number(),
};
/** The type of `profileCountersSchema`, named so the declarations that use it say `ProfileCountersSchema` instead of spelling it out. */
export interface ProfileCountersSchema extends z.ZodMiniObject<typeof profileCountersShape> {}
export const profileCountersSchema: ProfileCountersSchema = z.object(profileCountersShape);
/** Profile counters. */
export type ProfileCounters = z.infer<typeof profileCountersSchema>;

/** A link of the personal area's left sidebar (§2.3, §3 personalSidebar). */
const sidebarItemShape = {
  title: z.string(),
  url: z.string(),
  /** A count shown beside the link (orders, viewed…), when it has one. */
  count: z.optional(z.number()),
};
/** The type of `sidebarItemSchema`, named so the declarations that use it say `SidebarItemSchema` instead of spelling it out. */
export interface SidebarItemSchema extends z.ZodMiniObject<typeof sidebarItemShape> {}
export const sidebarItemSchema: SidebarItemSchema = z.object(sidebarItemShape);
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
const repairShape = {
  id: z.number(),
  number: z.string(),
  created: z.string(),
  product: z.string(),
  status: z.enum(['accepted', 'diagnostics', 'repair', 'ready', 'issued']),
  statusTitle: z.string(),
  shop: z.string(),
};
/** The type of `repairSchema`, named so the declarations that use it say `RepairSchema` instead of spelling it out. */
export interface RepairSchema extends z.ZodMiniObject<typeof repairShape> {}
export const repairSchema: RepairSchema = z.object(repairShape);
/** A repair request. */
export type Repair = z.infer<typeof repairSchema>;

/** A review the user wrote (§7.3 my reviews). */
const userReviewShape = {
  id: z.number(),
  productId: z.number(),
  productTitle: z.string(),
  productUrl: z.string(),
  rating: z.number(),
  text: z.string(),
  created: z.string(),
  status: z.enum(['published', 'moderation', 'rejected']),
};
/** The type of `userReviewSchema`, named so the declarations that use it say `UserReviewSchema` instead of spelling it out. */
export interface UserReviewSchema extends z.ZodMiniObject<typeof userReviewShape> {}
export const userReviewSchema: UserReviewSchema = z.object(userReviewShape);
/** A user's review. */
export type UserReview = z.infer<typeof userReviewSchema>;
