import { useVerstak } from '@verstak/react';
import { accountApi, identityApi } from '@verstak/sdk';
import { Suspense, useState } from 'react';
import { useAccount } from '../../app/account-context';
import type { PageProps } from '../../app/define-route';
import { currentPasswordFields, profileFields } from '../../ui/form/account-field-kits';
import { CodeField } from '../../ui/form/code-field';
import { KitField, KitFields } from '../../ui/form/field-kit';
import { FormError, formValues, Submit, useSubmit } from '../../ui/form/form';
import { NewPasswordField } from '../../ui/form/new-password-field';
import { PersonNameFields } from '../../ui/form/person-name-fields';
import { PersonalLayout } from '../../ui/personal-layout';
import { EditableList } from './editable-list';
import type { personalSettingsRoute } from './personal-settings.route';
import { AddressForm, ReceiverForm } from './settings-forms.island';

type SettingsData = PageProps<typeof personalSettingsRoute>['data'];

/** Settings (§2.3): profile, password, subscriptions, receivers and delivery addresses. */
export function Page({ data }: PageProps<typeof personalSettingsRoute>) {
  return (
    <PersonalLayout title="Настройки" sidebar={data.sidebar} breadcrumbs={data.breadcrumbs}>
      <ProfileForm data={data} />
      <PasswordForm hasPassword={data.user.hasPassword} />
      <SubscriptionsForm data={data} />
      <Receivers data={data} />
      <Addresses data={data} />
    </PersonalLayout>
  );
}

/** An editor opened by a click waits for its code (an island) in this line. */
const pending = (
  <p className="muted" aria-busy="true">
    Загружаем форму…
  </p>
);

/** A saved-change line, read out when it appears. */
function Saved({ shown, text = 'Сохранено' }: { shown: boolean; text?: string }) {
  return <output className="form__saved">{shown ? text : ''}</output>;
}

function ProfileForm({ data }: { data: SettingsData }) {
  const { client } = useVerstak();
  const { refresh } = useAccount();
  const { errors, busy, run } = useSubmit();
  const [saved, setSaved] = useState('');
  const u = data.user;
  return (
    <section className="panel" aria-labelledby="settings-profile">
      <h2 id="settings-profile">Профиль</h2>
      <form
        method="post"
        className="form form--grid"
        aria-label="Профиль"
        onSubmit={(event) => {
          const v = formValues(event);
          setSaved('');
          void run(async () => {
            const { user } = await accountApi(client).changeProfile({
              firstName: v.firstName ?? '',
              lastName: v.lastName ?? '',
              secondName: v.secondName ?? '',
              email: v.email ?? '',
              birth: v.birth ?? '',
            });
            // A new e-mail is the account's only once its code comes back (the form below).
            setSaved(
              v.email && v.email.toLowerCase() !== user.email
                ? 'Сохранено. Новый e-mail заработает, когда вы введёте код из письма.'
                : 'Сохранено',
            );
            await refresh();
          });
        }}
      >
        <PersonNameFields values={u} errors={errors} />
        <KitFields kit={profileFields} only={['secondName']} values={u} errors={errors} />
        <KitField
          // A confirmed new e-mail comes back from the server: the field shows it, not what it held.
          key={u.email}
          spec={profileFields.email}
          name="email"
          value={u.email}
          errors={errors}
        />
        <KitFields kit={profileFields} only={['birth', 'phone']} values={u} errors={errors} />
        <FormError errors={errors} fields={['firstName', 'lastName', 'secondName', 'email', 'birth']} />
        <Submit busy={busy}>Сохранить профиль</Submit>
        <Saved shown={saved !== ''} text={saved} />
      </form>
      {u.pendingEmail && <EmailConfirm email={u.pendingEmail} />}
    </section>
  );
}

/** The code sent to a new e-mail, which makes it the account's (or another code, a minute later). */
function EmailConfirm({ email }: { email: string }) {
  const { client } = useVerstak();
  const { refresh } = useAccount();
  const { errors, busy, run } = useSubmit();
  const [resent, setResent] = useState(false);
  return (
    <form
      method="post"
      className="form"
      aria-label="Подтверждение e-mail"
      onSubmit={(event) => {
        const v = formValues(event);
        void run(async () => {
          await accountApi(client).changeProfile({ email, emailCode: v.code ?? '' });
          await refresh();
        });
      }}
    >
      <p className="form__note">
        Чтобы сменить e-mail на {email}, введите код из письма, которое мы туда отправили. Код действует 5
        минут.
      </p>
      <CodeField label="Код из письма" error={errors.code} />
      <FormError errors={errors} fields={['code']} />
      <Submit busy={busy}>Подтвердить e-mail</Submit>
      <button
        type="button"
        className="link-button"
        onClick={() => {
          setResent(false);
          void run(async () => {
            await accountApi(client).changeProfile({ email });
            setResent(true);
          });
        }}
      >
        Отправить код ещё раз
      </button>
      <Saved shown={resent} text="Код отправлен" />
    </form>
  );
}

function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { client } = useVerstak();
  const { errors, busy, run } = useSubmit();
  const [saved, setSaved] = useState(false);
  return (
    <section className="panel" aria-labelledby="settings-password">
      <h2 id="settings-password">Пароль</h2>
      <form
        method="post"
        className="form"
        aria-label="Пароль"
        onSubmit={(event) => {
          const form = event.currentTarget;
          const v = formValues(event);
          setSaved(false);
          void run(async () => {
            await identityApi(client).changePassword({
              password: v.password ?? '',
              ...(v.currentPassword ? { currentPassword: v.currentPassword } : {}),
            });
            form.reset();
            setSaved(true);
          });
        }}
      >
        {hasPassword ? (
          <KitFields kit={currentPasswordFields} errors={errors} />
        ) : (
          <p className="form__note">
            Сейчас вы входите по коду из SMS. Задайте пароль, чтобы входить и по нему.
          </p>
        )}
        <NewPasswordField error={errors.password} />
        <FormError errors={errors} fields={['password', 'currentPassword']} />
        <Submit busy={busy}>{hasPassword ? 'Сменить пароль' : 'Задать пароль'}</Submit>
        <Saved shown={saved} text="Пароль сохранён" />
      </form>
    </section>
  );
}

function SubscriptionsForm({ data }: { data: SettingsData }) {
  const { client, analytics } = useVerstak();
  const { errors, busy, run } = useSubmit();
  const [saved, setSaved] = useState(false);
  if (data.subscriptions.length === 0) return null;
  const checked = new Set(data.user.subscriptions.filter((s) => s.checked).map((s) => s.id));
  return (
    <section className="panel" aria-labelledby="settings-subscriptions">
      <h2 id="settings-subscriptions">Рассылки</h2>
      <form
        method="post"
        className="form"
        aria-label="Рассылки"
        onSubmit={(event) => {
          event.preventDefault();
          const ids = new FormData(event.currentTarget).getAll('subscriptions').map(Number);
          setSaved(false);
          // An empty choice is sent as -1 by the contract (§5).
          void run(async () => {
            await accountApi(client).changeProfile({ subscriptions: ids });
            setSaved(true);
            // A mailing newly chosen is the goal `subscribe` (§7.8).
            if (ids.some((id) => !checked.has(id))) analytics.track({ type: 'goal', goal: 'subscribe' });
          });
        }}
      >
        {data.subscriptions.map((s) => (
          <div key={s.id} className="field field--check">
            <label>
              <input
                type="checkbox"
                name="subscriptions"
                value={s.id}
                defaultChecked={checked.has(s.id) || s.checked}
              />
              {s.title}
            </label>
          </div>
        ))}
        <FormError errors={errors} />
        <Submit busy={busy}>Сохранить рассылки</Submit>
        <Saved shown={saved} />
      </form>
    </section>
  );
}

function Receivers({ data }: { data: SettingsData }) {
  const { client } = useVerstak();
  return (
    <EditableList
      headingId="settings-receivers"
      title="Получатели"
      items={data.user.receivers}
      addText="Добавить получателя"
      describe={(r) => (
        <>
          {r.name}, {r.phone}
          {r.email ? `, ${r.email}` : ''}
        </>
      )}
      removeLabel={(r) => `Удалить получателя ${r.name}`}
      remove={(r) => accountApi(client).removeReceiver({ id: r.id })}
      form={(r, onDone) => (
        <Suspense fallback={pending}>
          <ReceiverForm client={client} receiver={r} onDone={onDone} />
        </Suspense>
      )}
    />
  );
}

function Addresses({ data }: { data: SettingsData }) {
  const { client } = useVerstak();
  return (
    <EditableList
      headingId="settings-addresses"
      title="Адреса доставки"
      items={data.user.deliveryAddresses}
      addText="Добавить адрес"
      describe={(a) => (
        <>
          {a.city}, {a.address}
        </>
      )}
      removeLabel={(a) => `Удалить адрес ${a.address}`}
      remove={(a) => accountApi(client).removeAddress({ id: a.id })}
      form={(a, onDone) => (
        <Suspense fallback={pending}>
          <AddressForm cities={data.cities} address={a} onDone={onDone} />
        </Suspense>
      )}
    />
  );
}
