import { useVerstak } from '@verstak/react';
import { B2B_GROUP } from '@verstak/sdk';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAccount } from '../../app/account-context';
import { Link } from '../../app/router';
import { CodeField } from '../../ui/form/code-field';
import { FormError, useSubmit } from '../../ui/form/form';
import type { Done } from './auth-views';
import {
  EXTERNAL_PROVIDERS,
  type ExternalProvider,
  offeredProviders,
  onExternalAuthCode,
  openExternalAuth,
} from './external-auth';
import { PhoneStep, useCodeSent } from './phone-step';
import { StepForm } from './step-form';

// The password and B2B logins and the recoveries are a chunk loaded when the shopper picks one.
const loadViews = () => import('./auth-views');
const PasswordLogin = lazy(() => loadViews().then((m) => ({ default: m.PasswordLogin })));
const RecoverByPhone = lazy(() => loadViews().then((m) => ({ default: m.RecoverByPhone })));
const RecoverByEmail = lazy(() => loadViews().then((m) => ({ default: m.RecoverByEmail })));

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
 * `next` is where to go after login (none: stay on the page). The `b2b` variant (§2.9's B2B login)
 * is the business login alone: the organization's e-mail and password, its recovery by e-mail and
 * its registration; an account without the b2b group is sent on to /personal/, as §6's B2B guard
 * does, where the profile offers to add an organization.
 */
export function AuthPanel({
  next,
  headingLevel = 2,
  variant = 'person',
}: {
  next?: string;
  headingLevel?: 1 | 2;
  variant?: 'person' | 'b2b';
}) {
  const b2b = variant === 'b2b';
  const [view, setView] = useState<View>(b2b ? 'b2b' : 'sms');
  const account = useAccount();
  const { session } = useVerstak();
  const done = () =>
    account.signedIn(b2b && !session.getSnapshot().groups.includes(B2B_GROUP) ? '/personal/' : next);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const recovering = view === 'recoverPerson' || view === 'recoverLegal';
  return (
    <div className="auth">
      <Heading className="auth__title">
        {recovering ? 'Восстановление пароля' : b2b ? 'Вход для юридических лиц' : 'Вход в личный кабинет'}
      </Heading>
      {b2b && !recovering && (
        <p className="muted">
          Для организаций и ИП: цены вашей категории покупателя, счета, закрывающие документы и ЭДО.
        </p>
      )}
      {!recovering && !b2b && (
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
      <Suspense fallback={null}>
        {view === 'password' && <PasswordLogin onDone={done} family="person" />}
        {view === 'b2b' && <PasswordLogin onDone={done} family="b2b" />}
        {view === 'recoverPerson' && <RecoverByPhone onDone={done} />}
        {view === 'recoverLegal' && <RecoverByEmail onDone={done} />}
      </Suspense>
      <p className="auth__links">
        {recovering ? (
          <>
            <button type="button" className="link-button" onClick={() => setView(b2b ? 'b2b' : 'sms')}>
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
              {b2b ? 'Регистрация юрлица' : 'Регистрация'}
            </Link>
          </>
        )}
      </p>
      {!recovering && !b2b && <ExternalButtons onDone={done} />}
    </div>
  );
}

/** Phone → SMS code → in (the `authentication` then `login` calls); also the SMS confirm modal of checkout. */
export function SmsLogin({ onDone }: { onDone: Done }) {
  const { session, analytics } = useVerstak();
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
        analytics.track({ type: 'goal', goal: 'login' });
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
