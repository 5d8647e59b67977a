import type { AccountPersonalDataInput, AccountPersonalDataOutput } from '../api/api-types';
import type { accountCalls } from '../contract/account';
import { namedRoutes, routeOf } from '../contract/call';
import type { TypedRoute } from '../contract/route';

/**
 * The one account call the user store makes (its profile, §7.4), on its own rather than through the
 * generated `accountRoutes`, so every page's first load does not carry the account's thirty routes
 * (issue 16; as refreshRoute does for identity). Typed by its table row: a method, path or encoding
 * that drifts from it does not compile.
 */
export const personalDataRoute: TypedRoute<
  AccountPersonalDataInput,
  AccountPersonalDataOutput,
  'GET',
  '/users/personal',
  'form'
> = namedRoutes('account', {
  personalData: routeOf<typeof accountCalls.personalData>({
    method: 'GET',
    path: '/users/personal',
  }),
}).personalData;
