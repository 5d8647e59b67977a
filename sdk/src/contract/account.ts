import * as z from 'zod/mini';
import {
  accountField,
  bikField,
  birthField,
  checkAccounts,
  codeField,
  emailField,
  innField,
  kppField,
  ogrnField,
  phoneField,
  subscriptionsField,
  textField,
  ynField,
} from './account-fields';
import { defineCalls } from './call';
import { breadcrumbSchema } from './entities/breadcrumb';
import { paginationSchema } from './entities/pagination';
import { productCardSchema } from './entities/product';
import { pageMetaSchema } from './entities/seo';
import {
  b2bCategorySchema,
  bankDetailsSchema,
  bonusCardSchema,
  bonusMovementSchema,
  contactSchema,
  contractStatusSchema,
  deliveryAddressSchema,
  organizationSchema,
  personalManagerSchema,
  personalSidebarSchema,
  profileCountersSchema,
  receiverSchema,
  repairSchema,
  subscriptionSchema,
  userProfileSchema,
  userReviewSchema,
} from './entities/user';
import { intParam } from './params';

// The account: everything of the personal area once the shopper is known (§7.3, §7.4, §2.3): the
// profile, settings, receivers, delivery addresses, organizations with their bank details, EDO and
// supply contract, and the personal pages (repairs, reviews, history). Two families of the spec
// serve it: `/users/personal/…` (form bodies) and the REST-shaped `/user/…` (JSON, PATCH and DELETE
// by id). Where both have a call of one name, the `/user/` one is named for its REST verb:
// `updateProfile`, `createOrganization`, `updateOrganization`, `deleteOrganization`. The page data
// calls end in `Page`.

/** The profile fields a user may change, the same in `changeProfile` and `updateProfile`. */
export const profileChangeInput = z.object({
  firstName: z.optional(textField(60, 'Введите имя')),
  lastName: z.optional(textField(60)),
  secondName: z.optional(textField(60)),
  /** A new address is set only with `emailCode`; without it, the code is sent to the address. */
  email: z.optional(z.union([z.literal(''), emailField])),
  /** The code sent to the new `email` (ours, not the spec's), which makes it the account's e-mail. */
  emailCode: z.optional(codeField),
  birth: z.optional(birthField),
  /** Subscription ids; an empty choice is [-1] (§5). */
  subscriptions: z.optional(subscriptionsField),
});

/** The organization fields of a form (§5: booleans as Y/N). */
export const organizationInput = z.object({
  name: textField(300, 'Введите название организации'),
  inn: innField,
  kpp: z.optional(kppField),
  ogrn: ogrnField,
  legalAddress: textField(500, 'Введите юридический адрес'),
  isDefault: z.optional(ynField),
});

const receiverInput = z.object({
  name: textField(120, 'Введите имя получателя'),
  phone: phoneField,
  email: z.optional(z.union([z.literal(''), emailField])),
});

const addressInput = z.object({
  /** The city's id (§3 deliveryAddresses: cityId). */
  cityId: intParam(1),
  address: textField(500, 'Введите адрес доставки'),
});

const idInput = { id: intParam(1) };

/** The whole account, as the personal calls answer it. */
export const personalDataSchema = z.object({
  user: userProfileSchema,
  bankDetails: z.array(bankDetailsSchema),
});

const bankDetailsFields = {
  organizationId: intParam(1),
  bankName: textField(300, 'Введите название банка'),
  bik: bikField,
  settlementAccount: accountField,
  correspondentAccount: accountField,
  isDefault: z.optional(ynField),
};

/** Bank details as a form sends them: each account checked against the BIK (§5). */
const bankDetailsInput = z.object(bankDetailsFields).check(
  z.superRefine((value, ctx) => {
    for (const { path, message } of checkAccounts(value))
      ctx.issues.push({ code: 'custom', path: [path], message, input: value });
  }),
);

/** What every personal page carries: its meta, breadcrumbs and the left sidebar (§7.3: stored as personalSidebar). */
const personalPage = {
  meta: pageMetaSchema,
  breadcrumbs: z.array(breadcrumbSchema),
  sidebar: personalSidebarSchema,
};

const pageInput = z.object({ page: z.optional(intParam(1, 10_000)) });

/** The account calls: profile, receivers, addresses, organizations, bank details and the personal pages (§7.3, §7.4). */
export const accountCalls = defineCalls({
  personalData: {
    method: 'GET',
    path: '/users/personal',
    access: 'user',
    doc: "The user's account: profile, receivers, addresses, organizations, subscriptions, bank details (§7.4).",
    input: z.object({}),
    output: personalDataSchema,
  },
  changeProfile: {
    method: 'POST',
    path: '/users/personal/change',
    access: 'user',
    doc: 'Changes the profile; subscriptions go as subscriptions[], an empty choice as -1 (§7.4, §5).',
    input: profileChangeInput,
    output: personalDataSchema,
  },
  changeProfileModal: {
    method: 'POST',
    path: '/users/personal/change-modal',
    access: 'user',
    doc: 'Changes the profile from a modal (name and e-mail asked at checkout or after an SMS login); same fields as change (§7.4).',
    input: profileChangeInput,
    output: personalDataSchema,
  },
  updateProfile: {
    method: 'PATCH',
    path: '/user/',
    encoding: 'json',
    access: 'user',
    doc: 'Changes the profile: the fields of `/users/personal/change` (§7.4).',
    input: profileChangeInput,
    output: personalDataSchema,
  },
  addReceiver: {
    method: 'POST',
    path: '/users/personal/add-receiver',
    access: 'user',
    doc: 'Adds a receiver (§7.4, §3).',
    input: receiverInput,
    output: z.object({ receiver: receiverSchema }),
  },
  changeReceiver: {
    method: 'POST',
    path: '/users/personal/change-receiver',
    access: 'user',
    doc: 'Changes a receiver (§7.4).',
    input: z.extend(receiverInput, idInput),
    output: z.object({ receiver: receiverSchema }),
  },
  removeReceiver: {
    method: 'POST',
    path: '/users/personal/remove-receiver',
    access: 'user',
    doc: 'Removes a receiver (§7.4).',
    input: z.object(idInput),
    output: z.object({ removed: z.number() }),
  },
  addAddress: {
    method: 'POST',
    path: '/users/personal/add-address',
    access: 'user',
    doc: 'Adds a delivery address (§7.4, §3).',
    input: addressInput,
    output: z.object({ address: deliveryAddressSchema }),
  },
  changeAddress: {
    method: 'POST',
    path: '/users/personal/change-address',
    access: 'user',
    doc: 'Changes a delivery address (§7.4).',
    input: z.extend(addressInput, idInput),
    output: z.object({ address: deliveryAddressSchema }),
  },
  removeAddress: {
    method: 'POST',
    path: '/users/personal/remove-address',
    access: 'user',
    doc: 'Removes a delivery address (§7.4).',
    input: z.object(idInput),
    output: z.object({ removed: z.number() }),
  },
  addOrganization: {
    method: 'POST',
    path: '/users/personal/add-organization',
    access: 'user',
    doc: 'Adds an organization (booleans as Y/N, §5); the first one makes the user a B2B buyer (§7.4, §6).',
    input: organizationInput,
    output: z.object({ organization: organizationSchema }),
  },
  changeOrganization: {
    method: 'POST',
    path: '/users/personal/change-organization',
    access: 'user',
    doc: 'Changes an organization (§7.4, §5).',
    input: z.extend(organizationInput, idInput),
    output: z.object({ organization: organizationSchema }),
  },
  removeOrganization: {
    method: 'POST',
    path: '/users/personal/remove-organization',
    access: 'user',
    doc: 'Removes an organization with its bank details (§7.4).',
    input: z.object(idInput),
    output: z.object({ removed: z.number() }),
  },
  organizations: {
    method: 'GET',
    path: '/user/organizations/',
    access: 'user',
    doc: "The user's organizations, optionally found by name or INN (§7.4).",
    input: z.object({ query: z.optional(textField(100)) }),
    output: z.object({ items: z.array(organizationSchema) }),
  },
  createOrganization: {
    method: 'POST',
    path: '/user/organizations/',
    encoding: 'json',
    access: 'user',
    doc: 'Adds an organization: the fields of `/users/personal/add-organization` (§7.4).',
    input: organizationInput,
    output: z.object({ organization: organizationSchema }),
  },
  updateOrganization: {
    method: 'PATCH',
    path: '/user/organizations/{id}',
    encoding: 'json',
    access: 'user',
    doc: 'Changes an organization (§7.4).',
    input: z.extend(organizationInput, idInput),
    output: z.object({ organization: organizationSchema }),
  },
  deleteOrganization: {
    method: 'DELETE',
    path: '/user/organizations/{id}',
    encoding: 'json',
    access: 'user',
    doc: 'Removes an organization with its bank details (§7.4).',
    input: z.object(idInput),
    output: z.object({ removed: z.number() }),
  },
  changeEdo: {
    method: 'PATCH',
    path: '/user/organizations/{id}/edo',
    encoding: 'json',
    access: 'user',
    doc: 'Turns electronic document flow (ЭДО) on or off, with the operator and participant id (§7.4).',
    input: z.object({
      ...idInput,
      enabled: ynField,
      operator: z.optional(textField(100)),
      participantId: z.optional(
        z
          .string({ error: 'Идентификатор участника ЭДО: 2ХХ-…' })
          .check(z.regex(/^$|^2[A-Z0-9]{2}-?[A-Za-z0-9-]{3,60}$/, 'Идентификатор участника ЭДО: 2ХХ-…')),
      ),
    }),
    output: z.object({ organization: organizationSchema }),
  },
  changeContract: {
    method: 'PATCH',
    path: '/user/organizations/{id}/contract',
    encoding: 'json',
    access: 'user',
    doc: 'Requests a supply contract for an organization (status `requested`); staff sign it (§7.4).',
    input: z.object({ ...idInput, status: z.optional(contractStatusSchema) }),
    output: z.object({ organization: organizationSchema }),
  },
  bankDetails: {
    method: 'GET',
    path: '/user/bank-details/',
    access: 'user',
    doc: "The bank details of the user's organizations (§7.4).",
    input: z.object({ organizationId: z.optional(intParam(1)) }),
    output: z.object({ items: z.array(bankDetailsSchema) }),
  },
  addBankDetails: {
    method: 'POST',
    path: '/user/bank-details/',
    encoding: 'json',
    access: 'user',
    doc: "Adds bank details to one of the user's organizations; accounts are checked against the BIK (§7.4).",
    input: bankDetailsInput,
    output: z.object({ bankDetails: bankDetailsSchema }),
  },
  changeBankDetails: {
    method: 'PATCH',
    path: '/user/bank-details/{id}',
    encoding: 'json',
    access: 'user',
    doc: 'Changes bank details (§7.4).',
    input: z.extend(bankDetailsInput, idInput),
    output: z.object({ bankDetails: bankDetailsSchema }),
  },
  removeBankDetails: {
    method: 'DELETE',
    path: '/user/bank-details/{id}',
    encoding: 'json',
    access: 'user',
    doc: 'Removes bank details (§7.4).',
    input: z.object(idInput),
    output: z.object({ removed: z.number() }),
  },
  profilePage: {
    method: 'GET',
    path: '/pages/personal',
    access: 'user',
    doc: 'The profile page (and the bonuses page): user, counters, bonus card and movements, B2B categories, managers, contacts (§7.3, §3).',
    input: z.object({}),
    output: z.object({
      ...personalPage,
      user: userProfileSchema,
      counters: profileCountersSchema,
      card: z.nullable(bonusCardSchema),
      bonusMovements: z.array(bonusMovementSchema),
      b2bCategories: z.array(b2bCategorySchema),
      personalManagers: z.array(personalManagerSchema),
      contacts: z.array(contactSchema),
      bankDetails: z.array(bankDetailsSchema),
    }),
  },
  settingsPage: {
    method: 'GET',
    path: '/pages/personal/settings',
    access: 'user',
    doc: 'The settings page: profile, password state, subscriptions on offer, receivers and addresses (§7.3).',
    input: z.object({}),
    output: z.object({
      ...personalPage,
      user: userProfileSchema,
      subscriptions: z.array(subscriptionSchema),
      /** Cities a delivery address may be in. */
      cities: z.array(z.object({ id: z.number(), name: z.string() })),
    }),
  },
  organizationsPage: {
    method: 'GET',
    path: '/pages/personal/organizations',
    access: 'user',
    doc: "The organizations page: the user's organizations with their bank details, EDO and contract (§7.3).",
    input: z.object({}),
    output: z.object({
      ...personalPage,
      user: userProfileSchema,
      bankDetails: z.array(bankDetailsSchema),
    }),
  },
  repairsPage: {
    method: 'GET',
    path: '/pages/personal/repairs',
    access: 'user',
    doc: "The user's repair requests, newest first, paged (§7.3).",
    input: pageInput,
    output: z.object({ ...personalPage, items: z.array(repairSchema), pagination: paginationSchema }),
  },
  reviewsPage: {
    method: 'GET',
    path: '/pages/personal/reviews',
    access: 'user',
    doc: "The user's product reviews, newest first, paged (§7.3).",
    input: pageInput,
    output: z.object({ ...personalPage, items: z.array(userReviewSchema), pagination: paginationSchema }),
  },
  historyPage: {
    method: 'GET',
    path: '/pages/personal/history',
    access: 'user',
    doc: 'Products the user viewed, last viewed first, paged; the product page records a view (§7.3).',
    input: pageInput,
    output: z.object({ ...personalPage, items: z.array(productCardSchema), pagination: paginationSchema }),
  },
});
