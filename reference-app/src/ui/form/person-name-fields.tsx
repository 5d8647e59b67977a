import { Field, type FieldErrors } from './form';

/** A person's first name (required) and last name, with their errors; `values` fills them in. */
export function PersonNameFields({
  values,
  errors,
}: {
  values?: { firstName: string; lastName: string };
  errors: FieldErrors;
}) {
  return (
    <>
      <Field
        label="Имя"
        name="firstName"
        autoComplete="given-name"
        defaultValue={values?.firstName}
        required
        error={errors.firstName}
      />
      <Field
        label="Фамилия"
        name="lastName"
        autoComplete="family-name"
        defaultValue={values?.lastName}
        error={errors.lastName}
      />
    </>
  );
}
