import { accountApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { exactly, pageParam } from '../../app/exact-path';
import { personalHead } from '../../app/personal-head';

/** /personal/reviews/: The user's reviews (§2.3, §7.3), paged by `?page=`. */
export const personalReviewsRoute = defineRoute({
  name: 'personal-reviews',
  status: 200,
  guard: 'personal',
  match: exactly('/personal/reviews/'),
  loader: ({ client, url }) => accountApi(client).reviewsPage(pageParam(url)),
  page: () => import('./personal-reviews-page'),
  head: personalHead,
  prime: (stores, data) => stores.personalSidebar.setFromPage(data),
});
