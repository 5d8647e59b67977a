import { safeReturnPath } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { exactly } from '../../app/exact-path';
import { accountHead } from '../../app/personal-head';

/** /personal/login/ (§2.3): guests only; `r` names the page to go to after login (default /personal/). */
export const personalLoginRoute = defineRoute({
  name: 'personal-login',
  status: 200,
  guard: 'guestOnly',
  match: exactly('/personal/login/'),
  loader: async ({ url }) => ({ returnTo: safeReturnPath(url.searchParams.get('r')) }),
  page: () => import('./personal-login-page'),
  head: () => accountHead('Вход', '/personal/login/'),
});
