import { useVerstak } from '@verstak/react';
import { type FormFile, formsApi } from '@verstak/sdk';
import { useId, useState } from 'react';
import { Field, FormError, formValues, Submit, useSubmit } from '../../ui/form/form';
import { PersonalDataConsent } from '../../ui/form/personal-data-consent';
import { Modal } from '../../ui/overlay/modal';
import { FormFilesField } from './form-files-field';
import { FormSent } from './form-sent';
import { NamePhoneFields } from './name-phone-fields';

/**
 * «Запросить спеццену» from a product page (§2.9 special price): how many, a contact, why (a bigger
 * order, a price seen elsewhere — with a screenshot or an invoice as files) and the consent (152-ФЗ).
 */
export function SpecialPriceModal({
  productId,
  title,
  onClose,
}: {
  productId: number;
  title: string;
  onClose: () => void;
}) {
  const { client, analytics } = useVerstak();
  const { errors, busy, run } = useSubmit();
  const [files, setFiles] = useState<FormFile[]>([]);
  const [sent, setSent] = useState(false);
  const id = useId();
  return (
    <Modal title="Запросить спеццену" width={632} onClose={onClose}>
      <h2 className="modal__title">Запросить спеццену</h2>
      <p>{title}</p>
      {sent ? (
        <FormSent onDone={onClose}>
          <strong>Запрос отправлен.</strong> Менеджер посчитает цену и свяжется с вами в течение рабочего дня.
        </FormSent>
      ) : (
        <form
          className="form"
          aria-label="Запрос спеццены"
          noValidate
          onSubmit={(event) => {
            const values = formValues(event);
            void run(async () => {
              await formsApi(client).specialPrice({
                productId,
                ...(values.quantity ? { quantity: Number(values.quantity) } : {}),
                name: values.name ?? '',
                phone: values.phone ?? '',
                ...(values.email?.trim() ? { email: values.email } : {}),
                ...(values.message?.trim() ? { message: values.message } : {}),
                ...(files.length > 0 ? { fileIds: files.map((f) => f.id) } : {}),
                agreement: values.agreement === 'Y',
              });
              setSent(true);
              analytics.track({ type: 'goal', goal: 'special_price' });
            });
          }}
        >
          <Field
            label="Количество, шт."
            name="quantity"
            type="number"
            min={1}
            max={100000}
            defaultValue={1}
            inputMode="numeric"
            error={errors.quantity}
          />
          <NamePhoneFields errors={errors} />
          <Field
            label="E-mail (необязательно)"
            name="email"
            type="email"
            autoComplete="email"
            error={errors.email}
          />
          <div className={`field${errors.message ? ' field--invalid' : ''}`}>
            <label htmlFor={`${id}-message`}>Комментарий (необязательно)</label>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={3}
              maxLength={2000}
              placeholder="Например: нашли дешевле — приложите скриншот или счёт"
            />
            {errors.message && <p className="field__error">{errors.message}</p>}
          </div>
          <FormFilesField files={files} onChange={setFiles} error={errors.fileIds} />
          <PersonalDataConsent error={errors.agreement} />
          <FormError
            errors={errors}
            fields={['productId', 'quantity', 'name', 'phone', 'email', 'message', 'fileIds', 'agreement']}
          />
          <Submit busy={busy}>Запросить цену</Submit>
        </form>
      )}
    </Modal>
  );
}
