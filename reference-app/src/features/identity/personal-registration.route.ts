import { defineRoute } from '../../app/define-route';
import { exactly } from '../../app/exact-path';
import { accountHead } from '../../app/personal-head';

/** /personal/registration/ (§2.3): guests only; a private person or a legal entity (four steps). */
export const personalRegistrationRoute = defineRoute({
  name: 'personal-registration',
  status: 200,
  guard: 'guestOnly',
  match: exactly('/personal/registration/'),
  loader: async ({ url }) => ({
    kind: url.searchParams.get('type') === 'legal' ? ('legal' as const) : ('person' as const),
  }),
  page: () => import('./personal-registration-page'),
  head: () => accountHead('Регистрация', '/personal/registration/'),
});
