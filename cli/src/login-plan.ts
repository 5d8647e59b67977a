import { CliError } from './io';

/** The flags of `verstak login`, as commander reads them. */
export interface LoginFlags {
  phone?: string;
  email?: string;
  passwordStdin?: boolean;
  sms?: boolean;
  sendCode?: boolean;
  code?: string;
}

/** What `verstak login` is to do, read from its flags before anything is sent. */
export type LoginPlan =
  /** Log in with a password, read from stdin or asked for on the terminal. */
  | { kind: 'password'; login: string; from: 'stdin' | 'prompt' }
  /** Send an SMS code and stop (a script reads it and runs `--code`). */
  | { kind: 'send-code'; phone: string }
  /** Send an SMS code and ask for it on the terminal. */
  | { kind: 'sms'; phone: string }
  /** Log in with an SMS code already received. */
  | { kind: 'code'; phone: string; code: string };

/** A one-time code: 4 to 6 digits (the contract's `codeField`). */
export const CODE_PATTERN = /^\d{4,6}$/;

/**
 * Reads the login flags into a plan, refusing what cannot work with one English line. Neither
 * message quotes a password or a code: a mistyped code is not echoed back into a CI log.
 */
export function planLogin(flags: LoginFlags, interactive: boolean): LoginPlan {
  const phone = flags.phone?.trim();
  const email = flags.email?.trim();
  if (flags.phone !== undefined && !phone) throw new CliError('--phone must not be empty');
  if (flags.email !== undefined && !email) throw new CliError('--email must not be empty');
  if (phone && email) throw new CliError('Give --phone or --email, not both');
  const login = phone ?? email;
  if (!login)
    throw new CliError(
      'Give --phone <phone> or --email <email>, e.g. verstak login --email ivan.petrov@example.ru',
    );

  const ways = (
    [
      ['--password-stdin', flags.passwordStdin],
      ['--sms', flags.sms],
      ['--send-code', flags.sendCode],
      ['--code', flags.code !== undefined],
    ] as const
  )
    .filter(([, given]) => given)
    .map(([name]) => name);
  if (ways.length > 1) throw new CliError(`${ways.join(' and ')} cannot be used together`);
  const way = ways[0];

  if (way === undefined || way === '--password-stdin') {
    if (way === undefined && !interactive)
      throw new CliError(
        'No terminal to ask the password on: pipe it with --password-stdin, or log in by SMS with --send-code and --code',
      );
    return { kind: 'password', login, from: way ? 'stdin' : 'prompt' };
  }
  if (!phone)
    throw new CliError(`${way} logs in by SMS code, which goes to a phone: give --phone, not --email`);
  if (way === '--send-code') return { kind: 'send-code', phone };
  if (way === '--sms') {
    if (!interactive)
      throw new CliError(
        '--sms asks for the code on a terminal: in a script run --send-code, then --code <code>',
      );
    return { kind: 'sms', phone };
  }
  const code = (flags.code ?? '').trim();
  if (!CODE_PATTERN.test(code)) throw new CliError('--code must be the 4 to 6 digits the SMS gave');
  return { kind: 'code', phone, code };
}

/**
 * The password `--password-stdin` read: the input without its one trailing line break (`echo`
 * adds one), as `docker login --password-stdin` reads it.
 */
export function passwordFromStdin(text: string): string {
  const password = text.replace(/\r?\n$/, '');
  if (password === '') throw new CliError('--password-stdin read no password: stdin was empty');
  if (/[\r\n]/.test(password))
    throw new CliError('--password-stdin read more than one line: give the password alone');
  return password;
}
