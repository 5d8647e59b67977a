import { baseCalls } from './base';
import { catalogCalls } from './catalog';
import { citiesCalls } from './cities';
import { pagesCalls } from './pages';
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
} as const;

/** The contract's domains. */
export type Domain = keyof typeof contractTables;
