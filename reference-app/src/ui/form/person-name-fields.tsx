import { personNameFields } from './account-field-kits';
import { KitFields } from './field-kit';
import type { FieldErrors } from './form';

/** A person's first name (required) and last name, with their errors; `values` fills them in. */
export function PersonNameFields({
  values,
  errors,
}: {
  values?: { firstName: string; lastName: string };
  errors: FieldErrors;
}) {
  return <KitFields kit={personNameFields} values={values} errors={errors} />;
}
