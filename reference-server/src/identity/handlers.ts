import { usersCalls } from '@verstak/sdk/contract';
import { accountHandlers } from '../account/account-handlers';
import { defineHandlers } from '../context/define-handlers';
import { sessionHandlers } from './session-handlers';

/** The `/users/` family (§7.4): its session calls and its account calls. */
export const usersHandlers = defineHandlers(usersCalls, { ...sessionHandlers, ...accountHandlers });
