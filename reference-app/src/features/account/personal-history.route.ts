import { accountApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { exactly, pageParam } from '../../app/exact-path';
import { personalHead } from '../../app/personal-head';

/** /personal/history/: Products the user viewed, last viewed first (§2.3, §7.3), paged by `?page=`. */
export const personalHistoryRoute = defineRoute({
  name: 'personal-history',
  status: 200,
  guard: 'personal',
  match: exactly('/personal/history/'),
  loader: ({ client, url }) => accountApi(client).historyPage(pageParam(url)),
  page: () => import('./personal-history-page'),
  head: personalHead,
  prime: (stores, data) => stores.personalSidebar.setFromPage(data),
});
