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
 * compares it with `sdk/contract/spec-calls.tsv`. A new domain is one line here (in the type and the value).
 */
// Annotated, not inferred: the declaration `tsc -b` writes for the server then says `typeof basketCalls`
// instead of a second copy of every schema, which the server's handler map would compare field by field.
export const contractTables: {
  readonly base: typeof baseCalls;
  readonly cities: typeof citiesCalls;
  readonly catalog: typeof catalogCalls;
  readonly pages: typeof pagesCalls;
  readonly users: typeof usersCalls;
  readonly user: typeof userCalls;
  readonly personal: typeof personalCalls;
  readonly basket: typeof basketCalls;
  readonly favorites: typeof favoritesCalls;
  readonly compare: typeof compareCalls;
  readonly orders: typeof ordersCalls;
  readonly payments: typeof paymentsCalls;
  readonly estimates: typeof estimatesCalls;
} = {
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
};

/** The contract's domains. */
export type Domain = keyof typeof contractTables;
