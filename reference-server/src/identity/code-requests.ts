import type { RequestContext } from '../context/request-context';
import { registeredEmailMessage, registeredPhoneMessage } from '../messages/texts';
import { findAccount } from './accounts';
import { type CodeSent, checkCodeOf, codeDelivery, sendCode } from './codes';

// The calls that ask for a code before logging in or registering. Each answers the same whether or
// not the phone or e-mail has an account; only its owner reads which it was.

/**
 * `authentication`: an SMS code to a phone, for a login when the phone has an account and for a
 * registration when it has none. With `intent: 'registration'` (the registration form), a phone that
 * has an account gets its login code in a message saying the number is already registered.
 */
export async function requestPhoneCode(
  ctx: RequestContext,
  phone: string,
  intent: 'login' | 'registration' = 'login',
): Promise<CodeSent> {
  const account = await findAccount(ctx.db, phone);
  return sendCode(ctx, {
    channel: 'sms',
    target: phone,
    purpose: account ? 'login' : 'registration',
    delivery: !account
      ? codeDelivery('sms', phone, 'registration')
      : intent === 'registration'
        ? (code) => registeredPhoneMessage(phone, code)
        : codeDelivery('sms', phone, 'login'),
  });
}

/**
 * `verifyEmail`, the e-mail registration's step 1: a code to an address without an account. An
 * address with one gets, instead, a letter saying how to log in; its code is made and never sent, so
 * the next steps refuse every code as wrong, just as they do a wrong code of a free address.
 */
export async function requestEmailCode(ctx: RequestContext, email: string): Promise<CodeSent> {
  const account = await findAccount(ctx.db, email);
  return sendCode(ctx, {
    channel: 'email',
    target: email,
    purpose: 'email-verify',
    delivery: account ? registeredEmailMessage(email) : codeDelivery('email', email, 'email-verify'),
  });
}

/** `verifyEmailCode`: checks the e-mail's code without spending it (registration spends it). */
export async function verifyEmailCode(ctx: RequestContext, email: string, code: string) {
  await checkCodeOf(ctx, { target: email, purpose: 'email-verify', code, consume: false });
  return { verified: true };
}
