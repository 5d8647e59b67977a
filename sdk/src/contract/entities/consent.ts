import * as z from 'zod/mini';
import { CONSENT_RULE } from './consent-text';

export {
  CONSENT_FORMS,
  CONSENT_RULE,
  type ConsentForm,
  PERSONAL_DATA_CONSENT_TEXT,
  PERSONAL_DATA_CONSENT_VERSION,
  PERSONAL_DATA_PAGE,
} from './consent-text';

/** Consent to the processing of personal data (152-ФЗ): Y or true (a form writes a boolean as `true`); anything else, or none, is refused in Russian. */
export const consentField = z.pipe(
  z.union([z.boolean(), z.enum(['Y', 'N', 'true', 'false'])], { error: CONSENT_RULE }),
  z.pipe(
    z.transform((v: boolean | 'Y' | 'N' | 'true' | 'false') => v === true || v === 'Y' || v === 'true'),
    z.boolean().check(z.refine((v) => v, CONSENT_RULE)),
  ),
);
