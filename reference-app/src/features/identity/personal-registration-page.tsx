import { useVerstak } from '@verstak/react';
import { lazy, Suspense, useState } from 'react';
import type { PageProps } from '../../app/define-route';
import { accountHead } from '../../app/personal-head';
import { Link } from '../../app/router';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { Field, FormError, formValues, Submit, useSubmit } from '../../ui/form/form';
import type { personalRegistrationRoute } from './personal-registration.route';
import { PhoneStep, useCodeSent } from './phone-step';

// The steps after the first are a chunk, fetched when the first step is sent (see registration-steps.tsx).
const loadSteps = () => import('./registration-steps');
const PersonDetails = lazy(() => loadSteps().then((m) => ({ default: m.PersonDetails })));
const LegalSteps = lazy(() => loadSteps().then((m) => ({ default: m.LegalSteps })));

/** Registration (§2.3): a private person by phone, or a legal entity in four steps. */
export function Page({ data }: PageProps<typeof personalRegistrationRoute>) {
  const [kind, setKind] = useState(data.kind);
  return (
    <div className="container account-page">
      <Breadcrumbs items={accountHead('Регистрация', '').breadcrumbs} />
      <div className="account-card">
        <h1>Регистрация</h1>
        <fieldset className="tabs">
          <legend className="visually-hidden">Кто регистрируется</legend>
          <button
            type="button"
            className={`tabs__tab${kind === 'person' ? ' is-active' : ''}`}
            aria-pressed={kind === 'person'}
            onClick={() => setKind('person')}
          >
            Частное лицо
          </button>
          <button
            type="button"
            className={`tabs__tab${kind === 'legal' ? ' is-active' : ''}`}
            aria-pressed={kind === 'legal'}
            onClick={() => setKind('legal')}
          >
            Юридическое лицо
          </button>
        </fieldset>
        {kind === 'person' ? <PersonRegistration /> : <LegalRegistration />}
        <p className="auth__links">
          Уже есть кабинет? <Link href="/personal/login/">Войти</Link>
        </p>
      </div>
    </div>
  );
}

/** A private person: phone → SMS code → details ({@link PersonDetails}). */
function PersonRegistration() {
  const { session } = useVerstak();
  const { phone, sentTo, sent } = useCodeSent();
  if (phone === null)
    return (
      <PhoneStep
        label="Регистрация: номер"
        note="Шаг 1 из 2. Пришлём код в SMS."
        placeholder="+7 (___) ___-__-__"
        send={(to) => {
          void loadSteps().catch(() => undefined);
          return session.authenticate({ phone: to, intent: 'registration' });
        }}
        onSent={sent}
      />
    );
  return (
    <Suspense fallback={null}>
      <PersonDetails phone={phone} sentTo={sentTo} />
    </Suspense>
  );
}

/** A legal entity in four steps (§2.3): e-mail here, then code → organization → contact person ({@link LegalSteps}). */
function LegalRegistration() {
  const { session } = useVerstak();
  const { errors, busy, run } = useSubmit();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  if (sent)
    return (
      <Suspense fallback={null}>
        <LegalSteps email={email} onChangeEmail={() => setSent(false)} />
      </Suspense>
    );
  return (
    <form
      method="post"
      className="form"
      aria-label="Регистрация юрлица: e-mail"
      onSubmit={(event) => {
        const v = formValues(event);
        void loadSteps().catch(() => undefined);
        void run(async () => {
          await session.verifyEmail({ email: v.email ?? '' });
          setEmail(v.email ?? '');
          setSent(true);
        });
      }}
    >
      <p className="form__note">Шаг 1 из 4. Пришлём код на почту.</p>
      <Field
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={email}
        error={errors.email}
      />
      <FormError errors={errors} fields={['email']} />
      <Submit busy={busy}>Получить код</Submit>
    </form>
  );
}
