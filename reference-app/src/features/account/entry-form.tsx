import type { ReactNode } from 'react';
import { useAccount } from '../../app/account-context';
import { type FieldErrors, FormError, formValues, useSubmit } from '../../ui/form/form';
import { SaveOrCancel } from './save-or-cancel';

/**
 * The add-or-change form of one entry of an account list (a receiver, an address, an organization,
 * bank details): `save` sends the typed values; then the editor closes (`onDone`) and the account is
 * read again. Server errors go beside the `fields` that `children` draws, the rest above the buttons.
 */
export function EntryForm({
  label,
  fields,
  saveText,
  save,
  onDone,
  children,
}: {
  label: string;
  fields: readonly string[];
  saveText: string;
  save: (values: Record<string, string>) => Promise<unknown>;
  onDone: () => void;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const { refresh } = useAccount();
  const { errors, busy, run } = useSubmit();
  return (
    <form
      method="post"
      className="form form--grid"
      aria-label={label}
      onSubmit={(event) => {
        const values = formValues(event);
        void run(async () => {
          await save(values);
          onDone();
          await refresh();
        });
      }}
    >
      {children(errors)}
      <FormError errors={errors} fields={fields} />
      <SaveOrCancel busy={busy} onCancel={onDone}>
        {saveText}
      </SaveOrCancel>
    </form>
  );
}
