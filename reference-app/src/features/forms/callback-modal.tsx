import { useVerstak } from '@verstak/react';
import { formsApi } from '@verstak/sdk';
import { useState } from 'react';
import { Field, FormError, formValues, Submit, useSubmit } from '../../ui/form/form';
import { PersonalDataConsent } from '../../ui/form/personal-data-consent';
import { Modal } from '../../ui/overlay/modal';
import { FormSent } from './form-sent';
import { NamePhoneFields } from './name-phone-fields';

/** The call back modal (§2.9 callback): a name, a phone, when it suits, and the consent (152-ФЗ). */
export function CallbackModal({ onClose }: { onClose: () => void }) {
  const { client, analytics } = useVerstak();
  const { errors, busy, run } = useSubmit();
  const [sent, setSent] = useState(false);
  return (
    <Modal title="Обратный звонок" width={480} onClose={onClose}>
      <h2 className="modal__title">Обратный звонок</h2>
      {sent ? (
        <FormSent onDone={onClose}>
          <strong>Заявка принята.</strong> Менеджер позвонит в рабочее время магазина, обычно в течение часа.
        </FormSent>
      ) : (
        <form
          className="form"
          aria-label="Обратный звонок"
          noValidate
          onSubmit={(event) => {
            const values = formValues(event);
            void run(async () => {
              await formsApi(client).callback({
                name: values.name ?? '',
                phone: values.phone ?? '',
                ...(values.time?.trim() ? { time: values.time } : {}),
                ...(values.comment?.trim() ? { comment: values.comment } : {}),
                agreement: values.agreement === 'Y',
              });
              setSent(true);
              analytics.track({ type: 'goal', goal: 'callback' });
            });
          }}
        >
          <NamePhoneFields errors={errors} />
          <Field
            label="Когда удобно (необязательно)"
            name="time"
            placeholder="например, после 18:00"
            error={errors.time}
          />
          <Field label="Вопрос (необязательно)" name="comment" error={errors.comment} />
          <PersonalDataConsent error={errors.agreement} />
          <FormError errors={errors} fields={['name', 'phone', 'time', 'comment', 'agreement']} />
          <Submit busy={busy}>Перезвоните мне</Submit>
        </form>
      )}
    </Modal>
  );
}
