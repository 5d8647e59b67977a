import { defineRoute } from '../../app/define-route';
import { accountHead } from '../../app/personal-head';

/** /personal/external-auth/{provider}-id/ (§2.3): the pop-up that hands the provider's code to its opener. */
export const personalExternalAuthRoute = defineRoute({
  name: 'personal-external-auth',
  status: 200,
  match: (pathname) => {
    const provider = /^\/personal\/external-auth\/([a-z0-9]+)-id\/$/.exec(pathname)?.[1];
    return provider ? { provider } : null;
  },
  loader: async ({ params, url }) => ({
    provider: params.provider ?? '',
    code: url.searchParams.get('code') ?? '',
  }),
  page: () => import('./personal-external-auth-page'),
  head: () => accountHead('Вход через внешний сервис', '/personal/'),
});
