import * as z from 'zod/mini';
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
  personalManagerSchema,
  personalSidebarSchema,
  profileCountersSchema,
  repairSchema,
  subscriptionSchema,
  userProfileSchema,
  userReviewSchema,
} from './entities/user';
import { intParam } from './params';

/** What every personal page carries: its meta, breadcrumbs and the left sidebar (§7.3: stored as personalSidebar). */
const personalPage = {
  meta: pageMetaSchema,
  breadcrumbs: z.array(breadcrumbSchema),
  sidebar: personalSidebarSchema,
};

const pageInput = z.object({ page: z.optional(intParam(1, 10_000)) });

/** The personal area's page data calls (§7.3, §2.3); the commerce pages (cart, orders, favourites…) are their own. */
export const personalCalls = defineCalls({
  profile: {
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
  settings: {
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
  organizations: {
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
  repairs: {
    method: 'GET',
    path: '/pages/personal/repairs',
    access: 'user',
    doc: "The user's repair requests, newest first, paged (§7.3).",
    input: pageInput,
    output: z.object({ ...personalPage, items: z.array(repairSchema), pagination: paginationSchema }),
  },
  reviews: {
    method: 'GET',
    path: '/pages/personal/reviews',
    access: 'user',
    doc: "The user's product reviews, newest first, paged (§7.3).",
    input: pageInput,
    output: z.object({ ...personalPage, items: z.array(userReviewSchema), pagination: paginationSchema }),
  },
  history: {
    method: 'GET',
    path: '/pages/personal/history',
    access: 'user',
    doc: 'Products the user viewed, last viewed first, paged; the product page records a view (§7.3).',
    input: pageInput,
    output: z.object({ ...personalPage, items: z.array(productCardSchema), pagination: paginationSchema }),
  },
});
