import { promosApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { exactly } from '../../app/exact-path';
import { headOfPage } from '../../app/head';

/** The promo codes (§2.1 /promo-code/): what a code is, how to apply one, and the public codes now. */
export const promoCodeRoute = defineRoute({
  name: 'promo-code',
  status: 200,
  match: exactly('/promo-code/'),
  loader: ({ client }) => promosApi(client).promoCodePage(),
  page: () => import('./promo-code-page'),
  head: headOfPage,
});
