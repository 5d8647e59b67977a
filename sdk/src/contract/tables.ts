import { baseCalls } from './base';
import { basketCalls } from './basket';
import { catalogCalls } from './catalog';
import { citiesCalls } from './cities';
import { compareCalls } from './compare';
import { estimatesCalls } from './estimates';
import { favoritesCalls } from './favorites';
import { ordersCalls } from './orders';
import { pagesCalls } from './pages';
import { paymentsCalls } from './payments';
import { personalCalls } from './personal';
import { userCalls } from './user';
import { usersCalls } from './users';

/**
 * Every domain's table, keyed by domain. The SDK's domain modules are generated from it
 * (`npm run contract`), the server's handler map is typed by it, and the spec-coverage test
 * compares it with `sdk/contract/spec-calls.tsv`. A new domain is one line here.
 */
export const contractTables = {
  base: baseCalls,
  cities: citiesCalls,
  catalog: catalogCalls,
  pages: pagesCalls,
  users: usersCalls,
  user: userCalls,
  personal: personalCalls,
  basket: basketCalls,
  favorites: favoritesCalls,
  compare: compareCalls,
  orders: ordersCalls,
  payments: paymentsCalls,
  estimates: estimatesCalls,
} as const;

/** The contract's domains. */
export type Domain = keyof typeof contractTables;
