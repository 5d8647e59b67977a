import { Field } from '../../ui/form/form';

/** A form's «Имя» and «Телефон» (the +7 placeholder), each with its Russian error from the server. */
export function NamePhoneFields({ errors }: { errors: { name?: string; phone?: string } }) {
  return (
    <>
      <Field label="Имя" name="name" autoComplete="name" required error={errors.name} />
      <Field
        label="Телефон"
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        placeholder="+7 (___) ___-__-__"
        error={errors.phone}
      />
    </>
  );
}
