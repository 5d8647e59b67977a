import { accountApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { exactly } from '../../app/exact-path';
import { personalHead } from '../../app/personal-head';

/** /personal/ (§2.3): the profile, counters, bonuses, card, managers and contacts. */
export const personalRoute = defineRoute({
  name: 'personal',
  status: 200,
  guard: 'personal',
  match: exactly('/personal/'),
  loader: ({ client }) => accountApi(client).profilePage({}),
  page: () => import('./personal-page'),
  head: personalHead,
  prime: (stores, data) => stores.personalSidebar.setFromPage(data),
});
