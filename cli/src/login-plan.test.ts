import { describe, expect, it } from 'vitest';
import { passwordFromStdin, planLogin } from './login-plan';

const phone = '+7 900 000-00-01';

describe('planLogin', () => {
  it('logs in with a password asked on the terminal, or read from stdin', () => {
    expect(planLogin({ email: ' ivan.petrov@example.ru ' }, true)).toEqual({
      kind: 'password',
      login: 'ivan.petrov@example.ru',
      from: 'prompt',
    });
    expect(planLogin({ phone, passwordStdin: true }, false)).toEqual({
      kind: 'password',
      login: phone,
      from: 'stdin',
    });
  });

  it('sends an SMS code, asks for it, or takes it given', () => {
    expect(planLogin({ phone, sendCode: true }, false)).toEqual({ kind: 'send-code', phone });
    expect(planLogin({ phone, sms: true }, true)).toEqual({ kind: 'sms', phone });
    expect(planLogin({ phone, code: ' 123456 ' }, false)).toEqual({ kind: 'code', phone, code: '123456' });
  });

  it.each([
    [{}, true, 'Give --phone <phone> or --email <email>'],
    [{ phone: ' ' }, true, '--phone must not be empty'],
    [{ phone, email: 'a@b.ru' }, true, 'Give --phone or --email, not both'],
    [{ email: 'a@b.ru' }, false, 'No terminal to ask the password on: pipe it with --password-stdin'],
    [{ phone, sms: true }, false, '--sms asks for the code on a terminal'],
    [{ email: 'a@b.ru', sendCode: true }, true, '--send-code logs in by SMS code, which goes to a phone'],
    [{ phone, code: '1', passwordStdin: true }, true, '--password-stdin and --code cannot be used together'],
  ])('refuses %j (terminal: %s)', (flags, interactive, message) => {
    expect(() => planLogin(flags, interactive)).toThrow(expect.objectContaining({ code: 'usage' }));
    expect(() => planLogin(flags, interactive)).toThrow(message);
  });

  it('refuses a malformed code without repeating it', () => {
    for (const code of ['12', '12345678', 'abcd', '']) {
      let message = '';
      try {
        planLogin({ phone, code: `${code}` }, false);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe('--code must be the 4 to 6 digits the SMS gave');
    }
  });
});

describe('passwordFromStdin', () => {
  it('drops the one line break echo adds and keeps the rest as typed', () => {
    expect(passwordFromStdin('verstak2026\n')).toBe('verstak2026');
    expect(passwordFromStdin('  spaced pass \r\n')).toBe('  spaced pass ');
    expect(passwordFromStdin('no-newline')).toBe('no-newline');
  });

  it('refuses empty input and several lines', () => {
    expect(() => passwordFromStdin('\n')).toThrow('stdin was empty');
    expect(() => passwordFromStdin('a\nb\n')).toThrow('more than one line');
  });
});
