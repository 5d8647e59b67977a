import { useVerstak } from '@verstak/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useAccount } from '../../app/account-context';
import { CodeField } from '../../ui/form/code-field';
import { Field, FormError, useSubmit } from '../../ui/form/form';
import { NewPasswordField, PASSWORD_RULE } from '../../ui/form/new-password-field';
import {
  EXTERNAL_PROVIDERS,
  type ExternalProvider,
  offeredProviders,
  onExternalAuthCode,
  openExternalAuth,
} from './external-auth';
import { PhoneStep, useCodeSent } from './phone-step';
import { StepForm } from './step-form';

/** The views of the login form: three ways in for a private person, one for a legal entity, two recoveries. */
type View = 'sms' | 'password' | 'b2b' | 'recoverPerson' | 'recoverLegal';

const TABS: readonly { view: View; title: string }[] = [
  { view: 'sms', title: 'По SMS' },
  { view: 'password', title: 'По паролю' },
  { view: 'b2b', title: 'Для юрлиц' },
];

/**
 * The login form of the modal and of /personal/login/ (§2.3, §2.9): phone + SMS code, phone or
 * e-mail + password, the B2B login, recovery for both kinds, and the external providers.
 * `next` is where to go after login (none: stay on the page).
 */
export function AuthPanel({ next, headingLevel = 2 }: { next?: string; headingLevel?: 1 | 2 }) {
  const [view, setView] = useState<View>('sms');
  const account = useAccount();
  const done = () => account.signedIn(next);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const recovering = view === 'recoverPerson' || view === 'recoverLegal';
  return (
    <div className="auth">
      <Heading className="auth__title">
        {recovering ? 'Восстановление пароля' : 'Вход в личный кабинет'}
      </Heading>
      {!recovering && (
        <fieldset className="tabs">
          <legend className="visually-hidden">Способ входа</legend>
          {TABS.map((tab) => (
            <button
              key={tab.view}
              type="button"
              className={`tabs__tab${view === tab.view ? ' is-active' : ''}`}
              aria-pressed={view === tab.view}
              onClick={() => setView(tab.view)}
            >
              {tab.title}
            </button>
          ))}
        </fieldset>
      )}
      {view === 'sms' && <SmsLogin onDone={done} />}
      {view === 'password' && <PasswordLogin onDone={done} family="person" />}
      {view === 'b2b' && <PasswordLogin onDone={done} family="b2b" />}
      {view === 'recoverPerson' && <RecoverByPhone onDone={done} />}
      {view === 'recoverLegal' && <RecoverByEmail onDone={done} />}
      <p className="auth__links">
        {recovering ? (
          <>
            <button type="button" className="link-button" onClick={() => setView('sms')}>
              Вернуться ко входу
            </button>
            {view === 'recoverPerson' ? (
              <button type="button" className="link-button" onClick={() => setView('recoverLegal')}>
                Восстановить по e-mail (юрлицо)
              </button>
            ) : (
              <button type="button" className="link-button" onClick={() => setView('recoverPerson')}>
                Восстановить по телефону
              </button>
            )}
          </>
        ) : (
          <>
            <button
              type="button"
              className="link-button"
              onClick={() => setView(view === 'b2b' ? 'recoverLegal' : 'recoverPerson')}
            >
              Забыли пароль?
            </button>
            <Link href="/personal/registration/" onClick={account.closeLogin}>
              Регистрация
            </Link>
          </>
        )}
      </p>
      {!recovering && <ExternalButtons onDone={done} />}
    </div>
  );
}

type Done = () => Promise<void>;

/** Phone → SMS code → in (the `authentication` then `login` calls); also the SMS confirm modal of checkout. */
export function SmsLogin({ onDone }: { onDone: Done }) {
  const { session } = useVerstak();
  const { phone, sentTo, sent, change } = useCodeSent();
  if (phone === null)
    return (
      <PhoneStep
        label="Вход по SMS"
        placeholder="+7 (___) ___-__-__"
        send={(to) => session.authenticate({ phone: to })}
        onSent={sent}
      />
    );
  return (
    <StepForm
      label="Вход: код из SMS"
      fields={['code']}
      submitText="Войти"
      send={async (values) => {
        await session.login({ login: phone, code: values.code ?? '' });
        await onDone();
      }}
      after={
        <button type="button" className="link-button" onClick={change}>
          Изменить номер
        </button>
      }
    >
      {(errors) => (
        <>
          <p className="form__note">Код отправлен на {sentTo}. Он действует 5 минут.</p>
          <CodeField label="Код из SMS" error={errors.code} />
        </>
      )}
    </StepForm>
  );
}

/** Phone or e-mail + password; `user` is the B2B login of the `/user/guest/` family. */
function PasswordLogin({ onDone, family }: { onDone: Done; family: 'person' | 'b2b' }) {
  const { session } = useVerstak();
  const b2b = family === 'b2b';
  return (
    <StepForm
      label={b2b ? 'Вход для юридических лиц' : 'Вход по паролю'}
      fields={['login', 'password']}
      submitText="Войти"
      send={async (values) => {
        // Both forms log in through the session; the B2B one asks for the organization's e-mail.
        await session.login({ login: values.login ?? '', password: values.password ?? '' });
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
function RecoverByPhone({ onDone }: { onDone: Done }) {
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
function RecoverByEmail({ onDone }: { onDone: Done }) {
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

/**
 * «Войти через VK / Яндекс»: the provider in a pop-up, its code exchanged like an `h` hash (§4.1).
 * Only the providers the server offers this browser (none where its sandbox is absent); none are
 * shown until it says, so the server's page and the hydrated one agree.
 */
function ExternalButtons({ onDone }: { onDone: Done }) {
  const { session } = useVerstak();
  const { errors, run } = useSubmit();
  const [offered, setOffered] = useState<readonly ExternalProvider[]>([]);
  useEffect(() => {
    let current = true;
    void offeredProviders().then((ids) => {
      if (current) setOffered(ids);
    });
    return () => {
      current = false;
    };
  }, []);
  // The latest callbacks, so the channel is opened once and not again on every render.
  const latest = useRef({ onDone, run });
  latest.current = { onDone, run };
  useEffect(
    () =>
      onExternalAuthCode(({ code }) => {
        const { onDone: finish, run: send } = latest.current;
        void send(async () => {
          await session.exchangeAuthHash(code);
          await finish();
        });
      }),
    [session],
  );
  if (offered.length === 0) return null;
  return (
    <div className="auth__external">
      <p className="muted">или</p>
      {EXTERNAL_PROVIDERS.filter((provider) => offered.includes(provider.id)).map((provider) => (
        <button
          key={provider.id}
          type="button"
          className="button button--light button--block"
          onClick={() => openExternalAuth(provider.id)}
        >
          {provider.title}
        </button>
      ))}
      <FormError errors={errors} />
    </div>
  );
}
