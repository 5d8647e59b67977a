import { estimatesApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { exactly, personalHead } from '../../app/personal-head';

/** /personal/estimates/ (§2.3): the user's estimates, newest first. */
export const personalEstimatesRoute = defineRoute({
  name: 'personal-estimates',
  status: 200,
  guard: 'personal',
  match: exactly('/personal/estimates/'),
  loader: ({ client }) => estimatesApi(client).page(),
  page: () => import('./personal-estimates-page'),
  head: (data) => ({ ...personalHead(data), title: 'Сметы — Верстак' }),
});
