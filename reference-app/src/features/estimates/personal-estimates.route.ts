import { estimatesApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { personalHead } from '../../app/personal-head';

type Estimates = ReturnType<typeof estimatesApi>;
/** The estimates page's data. */
export type EstimatesPageData = Awaited<ReturnType<Estimates['page']>>;
/** One estimate's page data. */
export type EstimatePageData = Awaited<ReturnType<Estimates['detailPage']>>;

/** What the route loads: the estimates, or one. */
export type EstimatesRouteData =
  | ({ screen: 'list' } & EstimatesPageData)
  | ({ screen: 'item' } & EstimatePageData);

/**
 * /personal/estimates/ (§2.3): the user's estimates, newest first; /personal/estimates/{id}/: one
 * estimate, its products and «Добавить в корзину». ONE route for both: every route's matcher and
 * chunk names are in every page's entry.
 */
export const personalEstimatesRoute = defineRoute({
  name: 'personal-estimates',
  status: 200,
  guard: 'personal',
  match: (pathname) => {
    const found = /^\/personal\/estimates\/(?:(\d{1,9})\/)?$/.exec(pathname);
    return found ? { id: found[1] ?? '' } : null;
  },
  loader: async ({ client, params }): Promise<EstimatesRouteData> =>
    params.id
      ? { screen: 'item', ...(await estimatesApi(client).detailPage({ id: Number(params.id) })) }
      : { screen: 'list', ...(await estimatesApi(client).page()) },
  page: () => import('./personal-estimates-page'),
  head: (data) => ({
    ...personalHead(data),
    title: `${data.screen === 'item' ? data.estimate.title : 'Сметы'} — Верстак`,
  }),
});
