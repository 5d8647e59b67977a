import type { accountCalls } from '@verstak/sdk/contract';
import { PER_PAGE } from '../catalog/product-queries';
import type { Handlers } from '../context/define-handlers';
import { listBankDetails } from './bank-details';
import { pagination, personalLayout } from './personal-layout';
import {
  addressCities,
  b2bCategoriesOf,
  bonusMovementsOf,
  countersOf,
  managersOf,
  repairsPage,
  reviewsPage,
} from './personal-queries';
import { bonusCardOf, profileOf, subscriptionsOf } from './profile';
import { sessionUserId } from './session-user';
import { viewedPage } from './viewed-products';

/** Repairs and reviews per page. */
const LIST_PER_PAGE = 10;

/** The contact lines of the personal page (§3 personal page: contacts). */
const CONTACTS = [
  { title: 'Служба поддержки', phone: '8 (800) 700-35-35', email: 'help@verstak.example.ru' },
  { title: 'Сервисный центр', phone: '8 (800) 700-35-36', email: 'service@verstak.example.ru' },
];
const B2B_CONTACT = {
  title: 'Отдел корпоративных продаж',
  phone: '8 (800) 700-35-37',
  email: 'b2b@verstak.example.ru',
};

/** The personal area's page data (§7.3). */
export const personalPageHandlers = {
  async profilePage(_input, ctx) {
    const userId = sessionUserId(ctx);
    const user = await profileOf(ctx.db, userId, ctx.clock.now());
    const [counters, card, bonusMovements, b2bCategories, personalManagers, bankDetails] = await Promise.all([
      countersOf(ctx.db, userId),
      bonusCardOf(ctx.db, userId),
      bonusMovementsOf(ctx.db, userId),
      b2bCategoriesOf(ctx.db),
      managersOf(ctx.db, userId),
      listBankDetails(ctx.db, userId),
    ]);
    return {
      ...personalLayout(counters),
      user,
      counters: { orders: counters.orders, viewed: counters.viewed, reviews: counters.reviews },
      card,
      bonusMovements,
      b2bCategories,
      personalManagers,
      contacts: user.isB2B ? [...CONTACTS, B2B_CONTACT] : CONTACTS,
      bankDetails,
    };
  },

  async settingsPage(_input, ctx) {
    const userId = sessionUserId(ctx);
    const user = await profileOf(ctx.db, userId, ctx.clock.now());
    const [counters, subscriptions, cities] = await Promise.all([
      countersOf(ctx.db, userId),
      subscriptionsOf(ctx.db, userId),
      addressCities(ctx.db),
    ]);
    return {
      ...personalLayout(counters, { title: 'Настройки', url: '/personal/settings/' }),
      user,
      subscriptions,
      cities,
    };
  },

  async organizationsPage(_input, ctx) {
    const userId = sessionUserId(ctx);
    const user = await profileOf(ctx.db, userId, ctx.clock.now());
    const [counters, bankDetails] = await Promise.all([
      countersOf(ctx.db, userId),
      listBankDetails(ctx.db, userId),
    ]);
    return {
      ...personalLayout(counters, { title: 'Организации', url: '/personal/organizations/' }),
      user,
      bankDetails,
    };
  },

  async repairsPage({ page = 1 }, ctx) {
    const userId = sessionUserId(ctx);
    const [counters, { items, total }] = await Promise.all([
      countersOf(ctx.db, userId),
      repairsPage(ctx.db, userId, page, LIST_PER_PAGE),
    ]);
    return {
      ...personalLayout(counters, { title: 'Ремонт', url: '/personal/repairs/' }),
      items,
      pagination: pagination(page, LIST_PER_PAGE, total),
    };
  },

  async reviewsPage({ page = 1 }, ctx) {
    const userId = sessionUserId(ctx);
    const [counters, { items, total }] = await Promise.all([
      countersOf(ctx.db, userId),
      reviewsPage(ctx.db, userId, page, LIST_PER_PAGE),
    ]);
    return {
      ...personalLayout(counters, { title: 'Мои отзывы', url: '/personal/reviews/' }),
      items,
      pagination: pagination(page, LIST_PER_PAGE, total),
    };
  },

  async historyPage({ page = 1 }, ctx) {
    const userId = sessionUserId(ctx);
    const [counters, { items, total }] = await Promise.all([
      countersOf(ctx.db, userId),
      viewedPage(ctx.db, userId, ctx.city.id, page, PER_PAGE),
    ]);
    return {
      ...personalLayout(counters, { title: 'Просмотренные товары', url: '/personal/history/' }),
      items,
      pagination: pagination(page, PER_PAGE, total),
    };
  },
} satisfies Partial<Handlers<typeof accountCalls>>;
