import type { OutboundMessage } from './messages';

// The Russian texts of every message the store sends. Codes and passwords appear only here, in the
// message itself, never in a log line.

/** What a one-time code is for. */
export type CodePurpose = 'login' | 'registration' | 'recovery' | 'email-verify' | 'email-change';

const CODE_SUBJECTS: Record<CodePurpose, string> = {
  login: 'Код для входа на Верстак',
  registration: 'Код для регистрации на Верстаке',
  recovery: 'Код для восстановления доступа к Верстаку',
  'email-verify': 'Код подтверждения адреса на Верстаке',
  'email-change': 'Подтверждение нового адреса на Верстаке',
};

const CODE_LEADS: Record<CodePurpose, string> = {
  login: 'Код для входа на Верстак',
  registration: 'Код для регистрации на Верстаке',
  recovery: 'Код для восстановления доступа к Верстаку',
  'email-verify': 'Код подтверждения адреса на Верстаке',
  'email-change': 'Код подтверждения e-mail в кабинете Верстака',
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

/**
 * To a phone that already has an account, when someone starts registering with it: the login code
 * and that the number is registered (two SMS segments; only the phone's owner reads it).
 */
export function registeredPhoneMessage(to: string, code: string): OutboundMessage {
  return {
    channel: 'sms',
    to,
    text: `С вашим номером начали регистрацию на Верстаке, но он уже зарегистрирован. Войти можно с кодом ${code}. Никому его не сообщайте.`,
  };
}

/** To an e-mail that already has an account, when someone starts registering with it: how to log in. */
export function registeredEmailMessage(to: string): OutboundMessage {
  return {
    channel: 'email',
    to,
    subject: 'Регистрация на Верстаке с вашим адресом',
    text: `Здравствуйте!\n\nС вашим адресом начали регистрацию на Верстаке, но у этого адреса уже есть кабинет. Войдите в него с этим адресом и паролем на странице входа; если не помните пароль, восстановите его там же («Забыли пароль?»).\n\nЕсли это были не вы, просто проигнорируйте письмо: без доступа к вашей почте никто не войдёт.\n\nВерстак`,
  };
}

/** To an e-mail that already has an account, when another account asks to take it as its own. */
export function emailTakenMessage(to: string): OutboundMessage {
  return {
    channel: 'email',
    to,
    subject: 'Ваш адрес указали в другом кабинете Верстака',
    text: `Здравствуйте!\n\nВ другом кабинете на Верстаке этот адрес указали как новый e-mail. У адреса уже есть свой кабинет, поэтому к другому он не привязан. Если это были вы, войдите в кабинет с этим адресом на странице входа или восстановите пароль («Забыли пароль?»).\n\nЕсли это были не вы, просто проигнорируйте письмо.\n\nВерстак`,
  };
}
