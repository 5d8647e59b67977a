import { Field } from './form';

/** The one-time code from an SMS or a letter, with its server error. */
export function CodeField({ label, error }: { label: string; error?: string | undefined }) {
  return (
    <Field
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      error={error}
    />
  );
}
