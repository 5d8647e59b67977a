import { estimatesApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { personalHead } from '../../app/personal-head';

/** /personal/estimates/{id}/ (§2.3): one estimate, its products and «Добавить в корзину». */
export const personalEstimateRoute = defineRoute({
  name: 'personal-estimate',
  status: 200,
  guard: 'personal',
  match: (pathname) => {
    const id = /^\/personal\/estimates\/(\d{1,9})\/$/.exec(pathname)?.[1];
    return id ? { id } : null;
  },
  loader: ({ client, params }) => estimatesApi(client).detailPage({ id: Number(params.id) }),
  page: () => import('./personal-estimate-page'),
  head: (data) => ({ ...personalHead(data), title: `${data.estimate.title} — Верстак` }),
});
