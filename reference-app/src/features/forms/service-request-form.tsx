import { useVerstak } from '@verstak/react';
import { type FormFile, formsApi } from '@verstak/sdk';
import { useId, useState } from 'react';
import { Field, FormError, formValues, Submit, useSubmit } from '../../ui/form/form';
import { PersonalDataConsent } from '../../ui/form/personal-data-consent';
import { FormFilesField } from './form-files-field';
import { FormSent } from './form-sent';

/**
 * The service request from a business (§2.9 service request): the company (and its ИНН), a contact,
 * the tools and what is wrong, photos or a list as files, and the consent (152-ФЗ). A block any page
 * may place (/corporate/, /service/); `ServiceRequestLink` (page-form-links.tsx) opens it as a modal from anywhere.
 */
export function ServiceRequestForm({ onDone }: { onDone?: () => void }) {
  const { client, analytics } = useVerstak();
  const { errors, busy, run } = useSubmit();
  const [files, setFiles] = useState<FormFile[]>([]);
  const [sent, setSent] = useState(false);
  const id = useId();
  if (sent)
    return (
      <FormSent onDone={onDone}>
        <strong>Заявка принята.</strong> Инженер сервисного центра свяжется с вами в течение рабочего дня,
        копия заявки — у вас в почте.
      </FormSent>
    );
  return (
    <form
      className="form service-request"
      aria-label="Заявка на сервис для бизнеса"
      noValidate
      onSubmit={(event) => {
        const values = formValues(event);
        void run(async () => {
          await formsApi(client).serviceB2b({
            company: values.company ?? '',
            ...(values.inn?.trim() ? { inn: values.inn } : {}),
            name: values.name ?? '',
            phone: values.phone ?? '',
            email: values.email ?? '',
            message: values.message ?? '',
            ...(files.length > 0 ? { fileIds: files.map((f) => f.id) } : {}),
            agreement: values.agreement === 'Y',
          });
          setSent(true);
          analytics.track({ type: 'goal', goal: 'service_request' });
        });
      }}
    >
      <Field label="Организация" name="company" autoComplete="organization" required error={errors.company} />
      <Field label="ИНН (необязательно)" name="inn" inputMode="numeric" maxLength={12} error={errors.inn} />
      <Field label="Контактное лицо" name="name" autoComplete="name" required error={errors.name} />
      <Field
        label="Телефон"
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        placeholder="+7 (___) ___-__-__"
        error={errors.phone}
      />
      <Field label="E-mail" name="email" type="email" autoComplete="email" required error={errors.email} />
      <div className={`field${errors.message ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-message`}>Инструмент и неисправность</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          maxLength={3000}
          required
          placeholder="Например: 5 перфораторов, не включается режим долбления; нужна диагностика на объекте"
          aria-invalid={errors.message ? true : undefined}
        />
        {errors.message && <p className="field__error">{errors.message}</p>}
      </div>
      <FormFilesField files={files} onChange={setFiles} error={errors.fileIds} />
      <PersonalDataConsent error={errors.agreement} />
      <FormError
        errors={errors}
        fields={['company', 'inn', 'name', 'phone', 'email', 'message', 'fileIds', 'agreement']}
      />
      <Submit busy={busy}>Отправить заявку</Submit>
    </form>
  );
}
