import { ApiError, formatPhone } from '@verstak/sdk';
import {
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SyntheticEvent,
  useId,
  useState,
} from 'react';

/**
 * The SDK's NO_CONNECTION_MESSAGE, said here: importing it would bring its module, and with it the
 * catalogue, back into the form's chunk. For a form whose own code could not be loaded, too.
 */
export const NO_CONNECTION_MESSAGE = 'Нет связи с сервером. Проверьте интернет и попробуйте ещё раз.';

/** Field → message, as the server's `errors` map (camelCased) carries it; `common` for the form. */
export type FieldErrors = Record<string, string>;

/**
 * The messages of a failed call: the server's field map, or one line for the whole form — the
 * shoppers' message the contract declares for the error's code (`shopperMessage`, loaded with its
 * catalogue only now). When even that chunk cannot come, the connection is what failed.
 */
export async function errorsOf(error: unknown): Promise<FieldErrors> {
  if (error instanceof ApiError && Object.keys(error.errors).length > 0) return error.errors;
  try {
    const { shopperMessage } = await import('./shopper-message');
    return { common: shopperMessage(error) };
  } catch {
    return { common: NO_CONNECTION_MESSAGE };
  }
}

/**
 * A form's sending state: `run(action)` sends once at a time, keeps the server's field errors for the
 * fields to show, and clears them on the next try.
 */
export function useSubmit() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<void>): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    setErrors({});
    try {
      await action();
      return true;
    } catch (error) {
      setErrors(await errorsOf(error));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { errors, busy, run, setErrors };
}

/** The values of a submitted form's named fields. */
export function formValues(event: FormEvent<HTMLFormElement>): Record<string, string> {
  event.preventDefault();
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(event.currentTarget))
    if (typeof value === 'string') values[key] = value;
  return values;
}

/** A labelled input with its error beside it (aria-invalid, aria-describedby). */
export function Field({
  label,
  name,
  error,
  hint,
  ...input
}: {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  const phone = input.type === 'tel' && !input.readOnly;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        {...(described ? { 'aria-describedby': described } : {})}
        {...(phone
          ? { placeholder: PHONE_MASK_PLACEHOLDER, onFocus: loadPhoneMask, onInput: maskTyped }
          : {})}
        {...input}
        {...(phone && typeof input.defaultValue === 'string'
          ? { defaultValue: formatPhone(input.defaultValue) || input.defaultValue }
          : {})}
      />
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** What a phone field shows before anything is typed: the §5 form with blanks that ./phone-typing fills. */
const PHONE_MASK_PLACEHOLDER = '+7 (___) ___-__-__';

/** The phone mask's code (./phone-typing), once a phone field has been focused. */
let maskField: ((field: HTMLInputElement) => void) | undefined;

/** Loads the phone mask on a phone field's first focus and masks what it already holds. */
function loadPhoneMask(event: SyntheticEvent<HTMLInputElement>): void {
  const field = event.currentTarget;
  if (maskField) return;
  import('./phone-typing').then(
    (code) => {
      maskField = code.maskPhoneField;
      maskField(field);
    },
    // Offline: the field takes the number unmasked; the server reads any spelling (§5).
    () => undefined,
  );
}

/** Masks a phone field's text on each input, once the mask's code is there. */
function maskTyped(event: SyntheticEvent<HTMLInputElement>): void {
  maskField?.(event.currentTarget);
}

/** The form-wide error (a lock-out, a wrong code), read out when it appears. */
export function FormError({ errors, fields = [] }: { errors: FieldErrors; fields?: readonly string[] }) {
  // Errors of fields this form does not show go here too, so no message is lost.
  const shown = new Set(fields);
  const lines = Object.entries(errors)
    .filter(([key]) => !shown.has(key))
    .map(([, message]) => message);
  if (lines.length === 0) return null;
  return (
    <div className="form-error" role="alert">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

/** A submit button that says it is busy. */
export function Submit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button--orange button--block" disabled={busy} aria-busy={busy}>
      {children}
    </button>
  );
}
