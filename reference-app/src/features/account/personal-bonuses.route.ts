import { accountApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { exactly } from '../../app/exact-path';
import { personalHead } from '../../app/personal-head';

/** /personal/bonuses/ (§2.3): the bonus card, the total and its movements (the profile call's data). */
export const personalBonusesRoute = defineRoute({
  name: 'personal-bonuses',
  status: 200,
  guard: 'personal',
  match: exactly('/personal/bonuses/'),
  loader: ({ client }) => accountApi(client).profilePage({}),
  page: () => import('./personal-bonuses-page'),
  head: (data) => ({ ...personalHead(data), title: 'Бонусы — Верстак' }),
  prime: (stores, data) => stores.personalSidebar.setFromPage(data),
});
