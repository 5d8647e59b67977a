import { Field, type FieldErrors } from './form';

/**
 * How one field of a form is drawn: its Russian label and the input's attributes. Its error is the
 * API's own Russian message for that field (the `errors` map), shown beside it.
 */
export interface FieldSpec {
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'password';
  autoComplete?: string;
  inputMode?: 'numeric';
  readOnly?: boolean;
  required?: boolean;
  hint?: string;
}

/** A form's fields in the order shown, keyed by the names the call's input takes. */
export type FieldKit<Input> = { readonly [K in keyof Input & string]?: FieldSpec };

/**
 * Declares the fields of a call's form: `fieldKit<CallInput>()({ name: { label: 'Имя' } })`. A key the
 * call does not take is a compile error, so a renamed contract field cannot leave a form behind.
 */
export function fieldKit<Input>() {
  return <const Kit extends FieldKit<Input>>(
    kit: Kit & { readonly [K in Exclude<keyof Kit, keyof Input>]: never },
  ): Kit => kit;
}

/** The names of a kit's fields, for the form's error routing (`FormError`'s `fields`). */
export function fieldNames<Kit extends object>(kit: Kit, ...more: string[]): string[] {
  return [...Object.keys(kit), ...more];
}

/** One field of a kit: its spec, its current value and the API's error for it. */
export function KitField({
  spec,
  name,
  value,
  errors,
}: {
  spec: FieldSpec;
  name: string;
  value?: string | undefined;
  errors: FieldErrors;
}) {
  const { label, type, autoComplete, inputMode, readOnly, required, hint } = spec;
  return (
    <Field
      label={label}
      name={name}
      {...(type ? { type } : {})}
      {...(autoComplete ? { autoComplete } : {})}
      {...(inputMode ? { inputMode } : {})}
      defaultValue={value}
      {...(readOnly ? { readOnly } : {})}
      {...(required ? { required } : {})}
      {...(hint ? { hint } : {})}
      // A read-only field is not sent: an error under its name is the form's (FormError shows it).
      error={readOnly ? undefined : errors[name]}
    />
  );
}

/**
 * The fields of a kit, in its order: values from `values`, errors from the API's map. `only` picks
 * some of them; `names` sends a field under another form name (the organization's `name` is
 * `organizationName` at registration).
 */
export function KitFields<Kit extends Readonly<Record<string, FieldSpec | undefined>>>({
  kit,
  values,
  errors,
  only,
  names = {},
}: {
  kit: Kit;
  values?: Partial<Record<keyof Kit, string>> | undefined;
  errors: FieldErrors;
  only?: readonly (keyof Kit & string)[];
  names?: Partial<Record<keyof Kit, string>>;
}) {
  const keys = only ?? (Object.keys(kit) as (keyof Kit & string)[]);
  return (
    <>
      {keys.map((key) => {
        const spec = kit[key];
        if (!spec) return null;
        return (
          <KitField key={key} spec={spec} name={names[key] ?? key} value={values?.[key]} errors={errors} />
        );
      })}
    </>
  );
}

/** A yes/no field (§5: organization booleans): ticked, the form sends `Y`; unticked, nothing. */
export function FlagField({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <div className="field field--check">
      <label>
        <input type="checkbox" name={name} value="Y" defaultChecked={checked} />
        {label}
      </label>
    </div>
  );
}

/** A {@link FlagField}'s value as the call takes it: `Y` or `N`. */
export function flagOf(value: string | undefined): 'Y' | 'N' {
  return value === 'Y' ? 'Y' : 'N';
}
