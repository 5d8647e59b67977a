import { userCalls } from '@verstak/sdk/contract';
import type { Handlers } from '../http/define-handlers';
import { unbuilt } from '../http/unbuilt';

/** The session calls of the `/user/` family: the guest e-mail flow, login and password (§7.4). */
export const userSessionHandlers = {
  ...unbuilt(userCalls, [
    'changePassword',
    'verifyEmail',
    'verifyEmailCode',
    'register',
    'forgotPassword',
    'forgotPasswordVerify',
    'resetPassword',
    'login',
  ]),
} satisfies Partial<Handlers<typeof userCalls>>;
