import { userCalls } from '@verstak/sdk/contract';
import { userAccountHandlers } from '../account/user-account-handlers';
import { defineHandlers } from '../context/define-handlers';
import { userSessionHandlers } from './user-session-handlers';

/** The `/user/` family (§7.4): its session calls and its account calls. */
export const userHandlers = defineHandlers(userCalls, { ...userSessionHandlers, ...userAccountHandlers });
