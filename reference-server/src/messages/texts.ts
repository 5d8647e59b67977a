import type { OutboundMessage } from './messages';

// The Russian texts of every message the store sends. Codes and passwords appear only here, in the
// message itself, never in a log line.

/** What a one-time code is for. */
export type CodePurpose = 'login' | 'registration' | 'recovery' | 'email-verify';

const CODE_SUBJECTS: Record<CodePurpose, string> = {
  login: 'Код для входа на Верстак',
  registration: 'Код для регистрации на Верстаке',
  recovery: 'Код для восстановления доступа к Верстаку',
  'email-verify': 'Код подтверждения адреса на Верстаке',
};

const CODE_LEADS: Record<CodePurpose, string> = {
  login: 'Код для входа на Верстак',
  registration: 'Код для регистрации на Верстаке',
  recovery: 'Код для восстановления доступа к Верстаку',
  'email-verify': 'Код подтверждения адреса на Верстаке',
};

/** A one-time code by SMS or e-mail: «Код для входа на Верстак: 123456. Никому его не сообщайте.» */
export function codeMessage(
  channel: 'sms' | 'email',
  to: string,
  purpose: CodePurpose,
  code: string,
  minutes: number,
): OutboundMessage {
  const line = `${CODE_LEADS[purpose]}: ${code}. Никому его не сообщайте.`;
  if (channel === 'sms') return { channel, to, text: line };
  return {
    channel,
    to,
    subject: CODE_SUBJECTS[purpose],
    text: `Здравствуйте!\n\n${line}\nКод действует ${minutes} минут.\n\nЕсли вы не запрашивали код, просто проигнорируйте это письмо.\n\nВерстак`,
  };
}

/** A password the store made for a shopper (`send-password-from-sms` without one given). */
export function passwordMessage(to: string, password: string): OutboundMessage {
  return {
    channel: 'sms',
    to,
    text: `Ваш новый пароль на Верстаке: ${password}. Никому его не сообщайте.`,
  };
}
