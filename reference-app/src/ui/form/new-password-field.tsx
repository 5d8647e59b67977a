import { Field } from './form';

/** The rule of §2.3 every new password is checked against, shown under the field. */
export const PASSWORD_RULE = 'Не короче 8 символов, буквы и цифры.';

/** A new password (never filled in by the browser from a saved one), with its rule and server error. */
export function NewPasswordField({
  label = 'Новый пароль',
  hint = PASSWORD_RULE,
  required = true,
  error,
}: {
  label?: string;
  hint?: string;
  required?: boolean;
  error?: string | undefined;
}) {
  return (
    <Field
      label={label}
      name="password"
      type="password"
      autoComplete="new-password"
      hint={hint}
      required={required}
      error={error}
    />
  );
}
