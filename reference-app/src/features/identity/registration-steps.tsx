// The registration's steps after the first (its own chunk): a shopper who only opens the page sends
// a phone or an e-mail first, and this loads while the code is on its way.
import { useVerstak } from '@verstak/react';
import { ApiError, formatPhone } from '@verstak/sdk';
import { isValidInn, isValidKpp, isValidOgrn } from '@verstak/sdk/contract';
import { type ReactNode, useState } from 'react';
import { useAccount } from '../../app/account-context';
import { Link } from '../../app/router';
import { CodeField } from '../../ui/form/code-field';
import { Field, type FieldErrors, FormError, formValues, Submit, useSubmit } from '../../ui/form/form';
import { NewPasswordField } from '../../ui/form/new-password-field';
import { OrganizationFields } from '../../ui/form/organization-fields';
import { PersonNameFields } from '../../ui/form/person-name-fields';
import { PersonalDataConsent } from '../../ui/form/personal-data-consent';

/**
 * A private person's second step: the SMS code, name, e-mail, optional password and consent. A phone
 * that is already registered got its login code (the SMS says so): the server answers
 * `already_registered` to it, and the form offers to log in with the same code.
 */
export function PersonDetails({ phone, sentTo }: { phone: string; sentTo: string }) {
  const { session, analytics } = useVerstak();
  const account = useAccount();
  const { errors, busy, run } = useSubmit();
  const [loginCode, setLoginCode] = useState<string | null>(null);
  if (loginCode !== null)
    return (
      <AlreadyRegistered
        phone={phone}
        logIn={async () => {
          await session.login({ login: phone, code: loginCode });
          analytics.track({ type: 'goal', goal: 'login' });
          await account.signedIn('/personal/');
        }}
      />
    );
  return (
    <form
      method="post"
      className="form"
      aria-label="Регистрация: данные покупателя"
      onSubmit={(event) => {
        const v = formValues(event);
        void run(async () => {
          try {
            await session.register({
              type: 'person',
              phone,
              code: v.code ?? '',
              firstName: v.firstName ?? '',
              ...(v.lastName ? { lastName: v.lastName } : {}),
              ...(v.email ? { email: v.email } : {}),
              ...(v.password ? { password: v.password } : {}),
              agreement: v.agreement === 'Y' ? 'Y' : 'N',
            });
          } catch (error) {
            if (error instanceof ApiError && error.code === 'already_registered') {
              setLoginCode(v.code ?? '');
              return;
            }
            throw error;
          }
          analytics.track({ type: 'goal', goal: 'registration' });
          await account.signedIn('/personal/');
        });
      }}
    >
      <p className="form__note">Шаг 2 из 2. Код отправлен на {sentTo}.</p>
      <CodeField label="Код из SMS" error={errors.code} />
      <PersonNameFields errors={errors} />
      <Field
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        hint="Для чеков и статуса заказа. Пришлём на него код: e-mail заработает, когда вы введёте код в профиле."
        error={errors.email}
      />
      <NewPasswordField
        label="Пароль"
        hint="Необязательно: без пароля входите по коду из SMS."
        required={false}
        error={errors.password}
      />
      <PersonalDataConsent error={errors.agreement} />
      <FormError
        errors={errors}
        fields={['code', 'firstName', 'lastName', 'email', 'password', 'agreement']}
      />
      <Submit busy={busy}>Зарегистрироваться</Submit>
    </form>
  );
}

/** The registration form's answer to a phone that already has a cabinet: log in with the same code. */
function AlreadyRegistered({ phone, logIn }: { phone: string; logIn: () => Promise<void> }) {
  const { errors, busy, run } = useSubmit();
  return (
    <form
      method="post"
      className="form"
      aria-label="Номер уже зарегистрирован"
      onSubmit={(event) => {
        event.preventDefault();
        void run(logIn);
      }}
    >
      <p className="form__note">
        Номер {formatPhone(phone) || phone} уже зарегистрирован — у вас есть личный кабинет. Войдите в него с
        тем же кодом из SMS.
      </p>
      <FormError errors={errors} />
      <Submit busy={busy}>Войти в кабинет</Submit>
      <Link href="/personal/login/">Войти другим способом</Link>
    </form>
  );
}

const ORG_FIELDS = ['organizationName', 'inn', 'kpp', 'ogrn', 'legalAddress'] as const;
type OrgValues = Record<(typeof ORG_FIELDS)[number], string>;

/** The organization's requisites checked here first, so a typo shows before the last step. */
function checkOrganization(org: OrgValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!org.organizationName.trim()) errors.organizationName = 'Введите название организации';
  if (!isValidInn(org.inn.trim())) errors.inn = 'Проверьте ИНН: 10 цифр для организации, 12 для ИП';
  if (org.kpp.trim() && !isValidKpp(org.kpp.trim())) errors.kpp = 'Проверьте КПП: 9 цифр';
  if (!isValidOgrn(org.ogrn.trim())) errors.ogrn = 'Проверьте ОГРН: 13 цифр (ОГРНИП — 15)';
  if (!org.legalAddress.trim()) errors.legalAddress = 'Введите юридический адрес';
  return errors;
}

function Step({ n, children }: { n: number; children: ReactNode }) {
  return (
    <p className="form__note">
      Шаг {n} из 4. {children}
    </p>
  );
}

/**
 * A legal entity's steps after the e-mail (§2.3): the code from the letter → the organization → the
 * contact person and password. `onChangeEmail` goes back to the first step.
 */
export function LegalSteps({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const { session, analytics } = useVerstak();
  const account = useAccount();
  const { errors, busy, run, setErrors } = useSubmit();
  const [step, setStep] = useState<2 | 3 | 4>(2);
  const [code, setCode] = useState('');
  const [org, setOrg] = useState<OrgValues>({
    organizationName: '',
    inn: '',
    kpp: '',
    ogrn: '',
    legalAddress: '',
  });

  if (step === 2)
    return (
      <form
        method="post"
        className="form"
        aria-label="Регистрация юрлица: код"
        onSubmit={(event) => {
          const v = formValues(event);
          void run(async () => {
            const { verified } = await session.verifyEmailCode({ email, code: v.code ?? '' });
            if (!verified)
              throw new ApiError({
                message: 'Wrong e-mail code',
                status: 400,
                code: 'validation',
                errors: { code: 'Неверный код. Проверьте письмо или запросите новый.' },
              });
            setCode(v.code ?? '');
            setStep(3);
          });
        }}
      >
        <Step n={2}>
          Код отправлен на {email}. Если у этого адреса уже есть кабинет, в письме вместо кода — как в него
          войти.
        </Step>
        <CodeField label="Код из письма" error={errors.code} />
        <FormError errors={errors} fields={['code']} />
        <Submit busy={busy}>Продолжить</Submit>
        <button type="button" className="link-button" onClick={onChangeEmail}>
          Изменить e-mail
        </button>
      </form>
    );
  if (step === 3)
    return (
      <form
        method="post"
        className="form"
        aria-label="Организация"
        onSubmit={(event) => {
          const v = formValues(event);
          const next: OrgValues = {
            organizationName: v.organizationName ?? '',
            inn: v.inn ?? '',
            kpp: v.kpp ?? '',
            ogrn: v.ogrn ?? '',
            legalAddress: v.legalAddress ?? '',
          };
          setOrg(next);
          const found = checkOrganization(next);
          if (Object.keys(found).length > 0) setErrors(found);
          else {
            setErrors({});
            setStep(4);
          }
        }}
      >
        <Step n={3}>Организация.</Step>
        <OrganizationFields
          nameField="organizationName"
          values={{ ...org, name: org.organizationName }}
          errors={errors}
        />
        <FormError errors={errors} fields={ORG_FIELDS} />
        <Submit busy={busy}>Продолжить</Submit>
      </form>
    );
  return (
    <form
      method="post"
      className="form"
      aria-label="Контактное лицо"
      onSubmit={(event) => {
        const v = formValues(event);
        void run(async () => {
          try {
            await session.registerByEmail({
              type: 'legal',
              email,
              code,
              firstName: v.firstName ?? '',
              ...(v.lastName ? { lastName: v.lastName } : {}),
              ...(v.phone ? { phone: v.phone } : {}),
              password: v.password ?? '',
              organizationName: org.organizationName,
              inn: org.inn,
              ...(org.kpp ? { kpp: org.kpp } : {}),
              ogrn: org.ogrn,
              legalAddress: org.legalAddress,
              agreement: v.agreement === 'Y' ? 'Y' : 'N',
            });
            analytics.track({ type: 'goal', goal: 'registration' });
            await account.signedIn('/personal/');
          } catch (error) {
            // The server's word on the organization goes back beside its fields on step 3.
            const fields = (error as { errors?: FieldErrors }).errors ?? {};
            if (ORG_FIELDS.some((f) => f in fields)) setStep(3);
            throw error;
          }
        });
      }}
    >
      <Step n={4}>Контактное лицо и пароль.</Step>
      <PersonNameFields errors={errors} />
      <Field
        label="Телефон"
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        hint="Для связи. Номер, который уже есть в другом кабинете, к этому не привяжется."
        error={errors.phone}
      />
      <NewPasswordField label="Пароль" error={errors.password} />
      <PersonalDataConsent error={errors.agreement} />
      <FormError
        errors={errors}
        fields={['firstName', 'lastName', 'phone', 'password', 'agreement', 'email']}
      />
      <Submit busy={busy}>Зарегистрировать организацию</Submit>
    </form>
  );
}
