import { useVerstak } from '@verstak/react';
import { type FormFile, formsApi, WRITE_US_TOPICS } from '@verstak/sdk';
import { useId, useState } from 'react';
import { Field, FormError, formValues, Submit, useSubmit } from '../../ui/form/form';
import { PersonalDataConsent } from '../../ui/form/personal-data-consent';
import { Modal } from '../../ui/overlay/modal';
import { FormFilesField } from './form-files-field';
import { FormSent } from './form-sent';

/** «Написать нам» is 632 px wide on a desktop (§2.9, §9); a bottom sheet on a phone. */
export const WRITE_US_MODAL_WIDTH = 632;

/**
 * «Написать нам» (§2.9): name, e-mail, an optional phone, the topic, the message, up to five photos or
 * PDFs and the consent (152-ФЗ). It goes to the store's mailbox, and a copy to the e-mail given.
 */
export function WriteUsModal({ onClose }: { onClose: () => void }) {
  const { client, analytics } = useVerstak();
  const { errors, busy, run } = useSubmit();
  const [files, setFiles] = useState<FormFile[]>([]);
  const [sent, setSent] = useState(false);
  const id = useId();
  return (
    <Modal title="Написать нам" width={WRITE_US_MODAL_WIDTH} onClose={onClose}>
      <h2 className="modal__title">Написать нам</h2>
      {sent ? (
        <FormSent onDone={onClose}>
          <strong>Сообщение отправлено.</strong> Мы ответим на почту в течение рабочего дня; копия сообщения
          уже у вас в почте.
        </FormSent>
      ) : (
        <form
          className="form"
          aria-label="Написать нам"
          noValidate
          onSubmit={(event) => {
            const values = formValues(event);
            void run(async () => {
              await formsApi(client).writeUs({
                name: values.name ?? '',
                email: values.email ?? '',
                ...(values.phone?.trim() ? { phone: values.phone } : {}),
                ...(values.topic ? { topic: values.topic as (typeof WRITE_US_TOPICS)[number] } : {}),
                message: values.message ?? '',
                ...(files.length > 0 ? { fileIds: files.map((f) => f.id) } : {}),
                agreement: values.agreement === 'Y',
              });
              setSent(true);
              analytics.track({ type: 'goal', goal: 'write_us' });
            });
          }}
        >
          <p className="muted">Вопрос о заказе, товаре или магазине — ответим на почту в рабочее время.</p>
          <Field label="Имя" name="name" autoComplete="name" required error={errors.name} />
          <Field
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            required
            error={errors.email}
          />
          <Field
            label="Телефон (необязательно)"
            name="phone"
            type="tel"
            autoComplete="tel"
            placeholder="+7 (___) ___-__-__"
            error={errors.phone}
          />
          <div className={`field${errors.topic ? ' field--invalid' : ''}`}>
            <label htmlFor={`${id}-topic`}>Тема</label>
            <select id={`${id}-topic`} name="topic" defaultValue="">
              <option value="">Выберите тему</option>
              {WRITE_US_TOPICS.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
            {errors.topic && <p className="field__error">{errors.topic}</p>}
          </div>
          <div className={`field${errors.message ? ' field--invalid' : ''}`}>
            <label htmlFor={`${id}-message`}>Сообщение</label>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={4}
              maxLength={3000}
              required
              aria-invalid={errors.message ? true : undefined}
            />
            {errors.message && <p className="field__error">{errors.message}</p>}
          </div>
          <FormFilesField files={files} onChange={setFiles} error={errors.fileIds} />
          <PersonalDataConsent error={errors.agreement} />
          <FormError
            errors={errors}
            fields={['name', 'email', 'phone', 'topic', 'message', 'fileIds', 'agreement']}
          />
          <Submit busy={busy}>Отправить</Submit>
        </form>
      )}
    </Modal>
  );
}
