import { accountApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { exactly } from '../../app/exact-path';
import { personalHead } from '../../app/personal-head';

/**
 * /personal/organizations/ (§2.3): organizations with bank details, EDO and contract. Open to every
 * signed-in user, not only B2B: a private person adds a first organization here and so becomes a B2B
 * buyer (the contract's addOrganization), which a b2b guard would make impossible.
 */
export const personalOrganizationsRoute = defineRoute({
  name: 'personal-organizations',
  status: 200,
  guard: 'personal',
  match: exactly('/personal/organizations/'),
  loader: ({ client }) => accountApi(client).organizationsPage({}),
  page: () => import('./personal-organizations-page'),
  head: personalHead,
  prime: (stores, data) => stores.personalSidebar.setFromPage(data),
});
