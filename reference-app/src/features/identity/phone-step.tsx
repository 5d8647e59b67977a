import { useState } from 'react';
import { Field, FormError, formValues, Submit, useSubmit } from '../../ui/form/form';

/** Where a code was sent: the phone typed (null before the first step) and the masked number the server names. */
export function useCodeSent() {
  const [phone, setPhone] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState('');
  return {
    phone,
    sentTo,
    sent: (to: string, masked: string) => {
      setSentTo(masked);
      setPhone(to);
    },
    change: () => setPhone(null),
  };
}

/**
 * The first step of a way in by SMS: a phone field and «Получить код». `send` asks the server for a
 * code; `onSent` gets the phone typed and where the code went. The field shows the first error of
 * `errorFields` (the server may name the phone `login`).
 */
export function PhoneStep({
  label,
  note,
  placeholder,
  errorFields = ['phone'],
  send,
  onSent,
}: {
  label: string;
  note?: string;
  placeholder?: string;
  errorFields?: readonly string[];
  send: (phone: string) => Promise<{ sentTo: string }>;
  onSent: (phone: string, sentTo: string) => void;
}) {
  const { errors, busy, run } = useSubmit();
  const error = errorFields.map((key) => errors[key]).find(Boolean);
  return (
    <form
      method="post"
      className="form"
      aria-label={label}
      onSubmit={(event) => {
        const phone = formValues(event).phone ?? '';
        void run(async () => {
          const { sentTo } = await send(phone);
          onSent(phone, sentTo);
        });
      }}
    >
      {note && <p className="form__note">{note}</p>}
      <Field
        label="Телефон"
        name="phone"
        type="tel"
        autoComplete="tel"
        {...(placeholder ? { placeholder } : {})}
        required
        error={error}
      />
      <FormError errors={errors} fields={errorFields} />
      <Submit busy={busy}>Получить код</Submit>
    </form>
  );
}
