import { formsApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { exactly } from '../../app/exact-path';
import { headOfPage } from '../../app/head';
import { readListQuery } from '../../ui/listing/list-query';

/** Discharged goods (§2.1 /discharged-goods/): marked-down units, «показать ещё», and a form to ask for one. */
export const dischargedGoodsRoute = defineRoute({
  name: 'discharged-goods',
  status: 200,
  match: exactly('/discharged-goods/'),
  loader: ({ client, url }) => {
    const { page } = readListQuery(url.searchParams);
    return formsApi(client).dischargedGoodsPage(page > 1 ? { page } : {});
  },
  page: () => import('./discharged-goods-page'),
  head: headOfPage,
});
