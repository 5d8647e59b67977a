import { type ConsentForm, PERSONAL_DATA_CONSENT_VERSION } from '@verstak/sdk/contract';
import type { RequestContext } from '../context/request-context';
import type { Db } from '../db/database';

/**
 * Records a consent to the processing of personal data (152-ФЗ) given on `form`: the visitor, the
 * account if signed in, the time, the client's address and the version of the consent text. Called
 * in the transaction that stores what the form sent, so a refused or failed send records no consent
 * and a stored one never lacks it. Answers the record's id.
 */
export async function recordConsent(
  tx: Db,
  ctx: Pick<RequestContext, 'session' | 'clientAddress' | 'clock'>,
  form: ConsentForm,
  userId: number | null = ctx.session?.userId ?? null,
): Promise<number> {
  const [row] = await tx.query<{ id: number | string }>(
    `INSERT INTO consents (visitor, user_id, form, text_version, client_address, given_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      ctx.session?.fUserId ?? null,
      userId,
      form,
      PERSONAL_DATA_CONSENT_VERSION,
      ctx.clientAddress,
      new Date(ctx.clock.now()).toISOString(),
    ],
  );
  if (!row) throw new Error('The consent was not stored');
  return Number(row.id);
}
