import { accountCalls } from './account';
import { baseCalls } from './base';
import { basketCalls } from './basket';
import { brandsCalls } from './brands';
import { catalogCalls } from './catalog';
import { citiesCalls } from './cities';
import { compareCalls } from './compare';
import { contentCalls } from './content';
import type { RoutesAreUnique } from './duplicate-routes';
import { errorsCalls } from './errors';
import { estimatesCalls } from './estimates';
import { favoritesCalls } from './favorites';
import { formsCalls } from './forms';
import { homeCalls } from './home';
import { identityCalls } from './identity';
import { ordersCalls } from './orders';
import { paymentsCalls } from './payments';
import { promosCalls } from './promos';
import { reviewsCalls } from './reviews';
import { searchCalls } from './search';
import { shopsCalls } from './shops';
import { supportCalls } from './support';
import { tagsCalls } from './tags';

/**
 * Every domain's table, keyed by domain. The SDK's domain modules are generated from it
 * (`npm run contract`), the server's handler map is typed by it, and the spec-coverage test
 * compares it with `docs/spec-calls.tsv`. A new domain is one line in the type and one in
 * the value; either alone does not compile.
 */
// Annotated, not inferred: the declaration `tsc -b` writes for the server then says `typeof basketCalls`
// instead of a second copy of every schema, which the server's handler map would compare field by field.
export const contractTables: {
  readonly base: typeof baseCalls;
  readonly cities: typeof citiesCalls;
  readonly home: typeof homeCalls;
  readonly catalog: typeof catalogCalls;
  readonly search: typeof searchCalls;
  readonly brands: typeof brandsCalls;
  readonly tags: typeof tagsCalls;
  readonly promos: typeof promosCalls;
  readonly reviews: typeof reviewsCalls;
  readonly content: typeof contentCalls;
  readonly shops: typeof shopsCalls;
  readonly forms: typeof formsCalls;
  readonly errors: typeof errorsCalls;
  readonly identity: typeof identityCalls;
  readonly account: typeof accountCalls;
  readonly basket: typeof basketCalls;
  readonly favorites: typeof favoritesCalls;
  readonly compare: typeof compareCalls;
  readonly orders: typeof ordersCalls;
  readonly payments: typeof paymentsCalls;
  readonly estimates: typeof estimatesCalls;
  readonly support: typeof supportCalls;
} = {
  base: baseCalls,
  cities: citiesCalls,
  home: homeCalls,
  catalog: catalogCalls,
  search: searchCalls,
  brands: brandsCalls,
  tags: tagsCalls,
  promos: promosCalls,
  reviews: reviewsCalls,
  content: contentCalls,
  shops: shopsCalls,
  forms: formsCalls,
  errors: errorsCalls,
  identity: identityCalls,
  account: accountCalls,
  basket: basketCalls,
  favorites: favoritesCalls,
  compare: compareCalls,
  orders: ordersCalls,
  payments: paymentsCalls,
  estimates: estimatesCalls,
  support: supportCalls,
};

/** The contract's domains. */
export type Domain = keyof typeof contractTables;

/**
 * Two rows with one method and path would be one route on the server: a compile error here that names
 * the route and both calls (`Duplicate_route_GET_/pages/main_in_home.main_and_catalog.x`).
 */
export const routesAreUnique: RoutesAreUnique<typeof contractTables> = true;
