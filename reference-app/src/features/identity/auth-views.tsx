// The login form's views past its first (its own chunk): the password and B2B logins and the two
// recoveries open on a click of their tab or link; the SMS login is what the form first shows.
import { useVerstak } from '@verstak/react';
import { useState } from 'react';
import { CodeField } from '../../ui/form/code-field';
import { Field } from '../../ui/form/form';
import { NewPasswordField, PASSWORD_RULE } from '../../ui/form/new-password-field';
import { PhoneStep, useCodeSent } from './phone-step';
import { StepForm } from './step-form';

/** What a view calls once the shopper is in. */
export type Done = () => Promise<void>;

/** Phone or e-mail + password; `user` is the B2B login of the `/user/guest/` family. */
export function PasswordLogin({ onDone, family }: { onDone: Done; family: 'person' | 'b2b' }) {
  const { session, analytics } = useVerstak();
  const b2b = family === 'b2b';
  return (
    <StepForm
      label={b2b ? 'Вход для юридических лиц' : 'Вход по паролю'}
      fields={['login', 'password']}
      submitText="Войти"
      send={async (values) => {
        // Both forms log in through the session; the B2B one asks for the organization's e-mail.
        await session.login({ login: values.login ?? '', password: values.password ?? '' });
        analytics.track({ type: 'goal', goal: 'login' });
        await onDone();
      }}
    >
      {(errors) => (
        <>
          <Field
            label={b2b ? 'E-mail организации' : 'Телефон или e-mail'}
            name="login"
            type={b2b ? 'email' : 'text'}
            autoComplete="username"
            required
            error={errors.login}
          />
          <Field
            label="Пароль"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password}
          />
        </>
      )}
    </StepForm>
  );
}

/** Recovery of a private person: phone → SMS code and a new password (`send-password-from-sms`). */
export function RecoverByPhone({ onDone }: { onDone: Done }) {
  const { session } = useVerstak();
  const { phone, sentTo, sent } = useCodeSent();
  if (phone === null)
    return (
      <PhoneStep
        label="Восстановление по телефону"
        note="Шаг 1 из 2. Пришлём код в SMS."
        errorFields={['phone', 'login']}
        send={(to) => session.restorePassword({ login: to })}
        onSent={sent}
      />
    );
  return (
    <StepForm
      label="Новый пароль"
      fields={['code', 'password']}
      submitText="Сохранить и войти"
      send={async (values) => {
        // An empty password is dropped (§5): the server then makes one and sends it by SMS.
        await session.sendPasswordFromSms({
          phone,
          code: values.code ?? '',
          password: values.password ?? '',
        });
        await onDone();
      }}
    >
      {(errors) => (
        <>
          <p className="form__note">Шаг 2 из 2. Если на {sentTo} есть учётная запись, код уже в SMS.</p>
          <CodeField label="Код из SMS" error={errors.code} />
          <NewPasswordField
            hint={`${PASSWORD_RULE} Оставьте пустым — пришлём пароль в SMS.`}
            required={false}
            error={errors.password}
          />
        </>
      )}
    </StepForm>
  );
}

/** Recovery of a legal entity in four steps (§2.3): e-mail → code → new password → done. */
export function RecoverByEmail({ onDone }: { onDone: Done }) {
  const { session } = useVerstak();
  const [email, setEmail] = useState('');
  const [resetToken, setResetToken] = useState('');
  const [step, setStep] = useState<1 | 2 | 3 | 4>(1);
  const stepNote = <p className="form__note">Шаг {step} из 4</p>;
  if (step === 1)
    return (
      <StepForm
        label="Восстановление по e-mail"
        fields={['email']}
        submitText="Получить код"
        send={async (values) => {
          await session.forgotPassword({ email: values.email ?? '' });
          setEmail(values.email ?? '');
          setStep(2);
        }}
      >
        {(errors) => (
          <>
            {stepNote}
            <Field
              label="E-mail"
              name="email"
              type="email"
              autoComplete="email"
              required
              error={errors.email}
            />
          </>
        )}
      </StepForm>
    );
  if (step === 2)
    return (
      <StepForm
        label="Восстановление: код из письма"
        fields={['code']}
        submitText="Продолжить"
        send={async (values) => {
          const verified = await session.forgotPasswordVerify({ email, code: values.code ?? '' });
          setResetToken(verified.resetToken);
          setStep(3);
        }}
      >
        {(errors) => (
          <>
            {stepNote}
            <p className="form__note">Если на {email} есть учётная запись, код уже в письме.</p>
            <CodeField label="Код из письма" error={errors.code} />
          </>
        )}
      </StepForm>
    );
  if (step === 3)
    return (
      <StepForm
        label="Новый пароль"
        fields={['password']}
        submitText="Сохранить пароль"
        send={async (values) => {
          await session.resetPassword({ email, resetToken, password: values.password ?? '' });
          setStep(4);
        }}
      >
        {(errors) => (
          <>
            {stepNote}
            <NewPasswordField error={errors.password} />
          </>
        )}
      </StepForm>
    );
  return (
    <div className="form">
      {stepNote}
      <output>Пароль изменён. Другие сеансы завершены.</output>
      <button type="button" className="button button--orange button--block" onClick={() => void onDone()}>
        Войти в кабинет
      </button>
    </div>
  );
}
