import { accountApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { exactly, pageParam } from '../../app/exact-path';
import { personalHead } from '../../app/personal-head';

/** /personal/repairs/: The user's repair requests (§2.3, §7.3), paged by `?page=`. */
export const personalRepairsRoute = defineRoute({
  name: 'personal-repairs',
  status: 200,
  guard: 'personal',
  match: exactly('/personal/repairs/'),
  loader: ({ client, url }) => accountApi(client).repairsPage(pageParam(url)),
  page: () => import('./personal-repairs-page'),
  head: personalHead,
  prime: (stores, data) => stores.personalSidebar.setFromPage(data),
});
