import { PERSONAL_DATA_CONSENT_TEXT, PERSONAL_DATA_PAGE } from '@verstak/sdk';

/**
 * The consent to the processing of personal data (152-ФЗ), one for every form that takes a name, a
 * phone or an e-mail: a required checkbox `agreement` (value Y) with the text and a link to the
 * personal-data page, and its error. With `action` (an order's button), the same text as a notice
 * beside the button instead: placing an order is the consent, and the server records it with the
 * order. The link opens in a new tab so that a half-filled form is not lost.
 */
export function PersonalDataConsent({ error, action }: { error?: string | undefined; action?: string }) {
  const { lead } = PERSONAL_DATA_CONSENT_TEXT;
  const text = (first: string) => (
    <>
      {first}{' '}
      <a href={PERSONAL_DATA_PAGE} target="_blank" rel="noopener">
        {PERSONAL_DATA_CONSENT_TEXT.link}
      </a>{' '}
      {PERSONAL_DATA_CONSENT_TEXT.tail}
    </>
  );
  if (action)
    return (
      <p className="consent-notice muted">
        Нажимая «{action}», я {text(lead.charAt(0).toLowerCase() + lead.slice(1))}
      </p>
    );
  return (
    <div className={`field field--check${error ? ' field--invalid' : ''}`}>
      <label>
        <input type="checkbox" name="agreement" value="Y" required aria-invalid={error ? true : undefined} />
        <span>{text(lead)}</span>
      </label>
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}
