import { Link } from '../../app/router';

/**
 * Consent to the processing of personal data (152-ФЗ) under the comment form: a checkbox sent as
 * `agreement=Y`, linking to the personal-data page. Kept to itself so the store's shared consent
 * component takes its place.
 */
export function CommentConsent({ error }: { error?: string | undefined }) {
  return (
    <div className={`field field--check${error ? ' field--invalid' : ''}`}>
      <label>
        <input type="checkbox" name="agreement" value="Y" required />
        <span>
          Согласен на <Link href="/customer/polzovatelskoe-soglashenie/">обработку персональных данных</Link>{' '}
          (152-ФЗ): имя будет показано с комментарием
        </span>
      </label>
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}
