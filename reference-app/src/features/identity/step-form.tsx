import type { ReactNode } from 'react';
import { type FieldErrors, FormError, formValues, Submit, useSubmit } from '../../ui/form/form';

/**
 * One step of a login, recovery or registration: `send` gets the typed values, once at a time; the
 * server's errors go beside the `fields` that `children` draws, the rest above the submit button.
 * `after` comes below the button (a way back).
 */
export function StepForm({
  label,
  fields,
  submitText,
  send,
  after,
  children,
}: {
  label: string;
  fields: readonly string[];
  submitText: string;
  send: (values: Record<string, string>) => Promise<void>;
  after?: ReactNode;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const { errors, busy, run } = useSubmit();
  return (
    <form
      method="post"
      className="form"
      aria-label={label}
      onSubmit={(event) => {
        const values = formValues(event);
        void run(() => send(values));
      }}
    >
      {children(errors)}
      <FormError errors={errors} fields={fields} />
      <Submit busy={busy}>{submitText}</Submit>
      {after}
    </form>
  );
}
