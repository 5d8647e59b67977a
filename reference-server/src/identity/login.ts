import type { loginInput } from '@verstak/sdk/contract';
import type * as z from 'zod/mini';
import type { RequestContext } from '../context/request-context';
import { HttpError } from '../http/http-error';
import { findAccount } from './accounts';
import { checkCode } from './codes';
import { hashPassword, verifyPassword } from './password-hash';
import { openSession, type SessionOutput } from './sessions';
import { recordFailure, recordSuccess, reserveAttempt, throttleKeys } from './throttle';

// Login, the same in `/users/login` and `/user/guest/login`: a phone or e-mail with a password, or a
// phone with the SMS code of `authentication`. Attempts are throttled per account and per client
// address (throttle.ts). An unknown login costs a password hash like a known one.

type LoginInput = z.output<typeof loginInput>;

/** The answer to a wrong login or password: the same whether or not the account exists. */
export const WRONG_CREDENTIALS = 'Неверный телефон, e-mail или пароль';

/** A right registration code given to `login`: the phone has no account yet. */
export const NOT_REGISTERED = 'Этот номер ещё не зарегистрирован: заполните регистрацию, код из SMS подойдёт';

let dummyHash: Promise<string> | undefined;
/** A hash no password matches, checked for unknown logins so they take as long as known ones. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`no account ${Math.random()}`);
  return dummyHash;
}

/** Checks the credentials and opens a session; throws a Russian 400 or 429. */
export async function logIn(ctx: RequestContext, input: LoginInput): Promise<SessionOutput> {
  if (input.password === undefined && input.code === undefined)
    throw new HttpError(400, 'validation', { password: 'Введите пароль или код из SMS' });
  if (input.password === undefined && input.login.includes('@'))
    throw new HttpError(400, 'validation', { password: 'Введите пароль: вход по коду — по номеру телефона' });
  const now = ctx.clock.now();
  const account = await findAccount(ctx.db, input.login);
  const keys = throttleKeys(input.login, account, ctx.limitedAddress);
  await reserveAttempt(ctx.db, keys, now);
  let failure: HttpError | null = null;
  if (input.password !== undefined) {
    const hash = account?.password_hash ?? (await dummyPasswordHash());
    const right = await verifyPassword(input.password, hash);
    if (!right || !account?.password_hash)
      failure = new HttpError(400, 'validation', { password: WRONG_CREDENTIALS });
  } else {
    try {
      // A phone without an account got a registration code from `authentication`: a right one is
      // checked (not spent) so the shopper can finish registering with it.
      await checkCode(ctx.db, now, {
        target: input.login,
        purpose: account ? 'login' : 'registration',
        code: input.code ?? '',
        consume: account !== null,
      });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      failure = error;
    }
    if (!failure && !account) {
      await recordSuccess(ctx.db, keys);
      throw new HttpError(400, 'not_registered', { login: NOT_REGISTERED });
    }
  }
  if (failure || !account) {
    await recordFailure(ctx.db, keys, now);
    throw failure ?? new HttpError(400, 'validation', { password: WRONG_CREDENTIALS });
  }
  await recordSuccess(ctx.db, keys);
  return openSession(ctx, account, input.fingerprint);
}
