import { defineHandlers } from '../context/define-handlers';
import { personalPageHandlers } from './personal-page-handlers';
import { userAccountHandlers } from './user-account-handlers';
import { usersAccountHandlers } from './users-account-handlers';

/** The account: profile, receivers, addresses, organizations, bank details and the personal pages (§7.3, §7.4). */
export const accountHandlers = defineHandlers('account', {
  ...usersAccountHandlers,
  ...userAccountHandlers,
  ...personalPageHandlers,
});
