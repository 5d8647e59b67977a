import { defineHandlers } from '../context/define-handlers';
import { sessionHandlers } from './session-handlers';
import { userSessionHandlers } from './user-session-handlers';

/** Who the shopper is: login, registration, the session's tokens, the password (§7.4, §4.1). */
export const identityHandlers = defineHandlers('identity', { ...sessionHandlers, ...userSessionHandlers });
