import type { identityCalls } from '@verstak/sdk/contract';
import type { Handlers } from '../context/define-handlers';
import { changePassword } from './change-password';
import { requestEmailCode, verifyEmailCode } from './code-requests';
import { logIn } from './login';
import { issueResetToken, requestRecoveryCode, resetPassword } from './recovery';
import { register } from './registration';

/** The session calls of the `/user/` family: the guest e-mail flow, login and password (§7.4). */
export const userSessionHandlers = {
  changePassword: (input, ctx) => changePassword(ctx, input),
  verifyEmail: (input, ctx) => requestEmailCode(ctx, input.email),
  verifyEmailCode: (input, ctx) => verifyEmailCode(ctx, input.email, input.code),
  emailRegistration: (input, ctx) => register(ctx, input),
  forgotPassword: (input, ctx) => requestRecoveryCode(ctx, input.email),
  forgotPasswordVerify: (input, ctx) => issueResetToken(ctx, input.email, input.code),
  resetPassword: (input, ctx) => resetPassword(ctx, input),
  emailLogin: (input, ctx) => logIn(ctx, input),
} satisfies Partial<Handlers<typeof identityCalls>>;
