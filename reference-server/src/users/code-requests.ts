import { HttpError } from '../http/http-error';
import type { RequestContext } from '../http/request-context';
import { findAccount } from './accounts';
import { type CodeSent, checkCodeOf, sendCode } from './codes';

// The calls that ask for a code before logging in or registering.

/**
 * `authentication`: an SMS code to a phone, for a login when the phone has an account and for a
 * registration when it has none. The answer is the same either way; only the phone's owner reads
 * which it was.
 */
export async function requestPhoneCode(ctx: RequestContext, phone: string): Promise<CodeSent> {
  const account = await findAccount(ctx.db, phone);
  return sendCode(ctx, {
    channel: 'sms',
    target: phone,
    purpose: account ? 'login' : 'registration',
    deliver: true,
  });
}

/** `verifyEmail`: a code to an e-mail that is not registered yet (the e-mail registration's step 1). */
export async function requestEmailCode(ctx: RequestContext, email: string): Promise<CodeSent> {
  if (await findAccount(ctx.db, email))
    throw new HttpError(409, 'conflict', {
      email: 'Этот адрес уже зарегистрирован: войдите или восстановите пароль',
    });
  return sendCode(ctx, { channel: 'email', target: email, purpose: 'email-verify', deliver: true });
}

/** `verifyEmailCode`: checks the e-mail's code without spending it (registration spends it). */
export async function verifyEmailCode(ctx: RequestContext, email: string, code: string) {
  await checkCodeOf(ctx, { target: email, purpose: 'email-verify', code, consume: false });
  return { verified: true };
}
