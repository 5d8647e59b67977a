import { accountApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { exactly } from '../../app/exact-path';
import { personalHead } from '../../app/personal-head';

/** /personal/settings/ (§2.3): profile, password, subscriptions, receivers and addresses. */
export const personalSettingsRoute = defineRoute({
  name: 'personal-settings',
  status: 200,
  guard: 'personal',
  match: exactly('/personal/settings/'),
  loader: ({ client }) => accountApi(client).settingsPage({}),
  page: () => import('./personal-settings-page'),
  head: personalHead,
  prime: (stores, data) => stores.personalSidebar.setFromPage(data),
});
