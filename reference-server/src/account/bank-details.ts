import type { BankDetails } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { conflictOnDuplicate, notFound } from './account-errors';
import { ownsOrganization } from './organizations';

// The bank accounts of a user's organizations (§3 personal page: bankDetails). They hang on an
// organization; the account owns them through it, so every statement joins to the user's own.

/** Bank details as a form gives them (the accounts already checked against the BIK). */
export interface BankDetailsFields {
  organizationId: number;
  bankName: string;
  bik: string;
  settlementAccount: string;
  correspondentAccount: string;
  isDefault?: boolean | undefined;
}

const NOT_FOUND = 'Банковские реквизиты не найдены';
const NO_ORGANIZATION = 'Организация не найдена';
const DUPLICATE = 'Этот расчётный счёт у организации уже есть';

const SELECT = `SELECT b.id, b.organization_id AS "organizationId", b.bank_name AS "bankName", b.bik,
  b.settlement_account AS "settlementAccount", b.correspondent_account AS "correspondentAccount",
  b.is_default AS "isDefault"
  FROM bank_details b JOIN organizations o ON o.id = b.organization_id`;

/**
 * The bank details of the user's organizations (or of one of them: 404 for an organization that is
 * not theirs), by organization, default first.
 */
export async function listBankDetails(
  db: Db,
  userId: number,
  organizationId?: number,
): Promise<BankDetails[]> {
  if (organizationId !== undefined) await assertOrganization(db, userId, organizationId);
  return db.query<BankDetails>(
    `${SELECT} WHERE o.user_id = $1 AND ($2::int IS NULL OR b.organization_id = $2)
     ORDER BY b.organization_id, b.is_default DESC, b.id`,
    [userId, organizationId ?? null],
  );
}

async function bankDetailsById(db: Db, userId: number, id: number): Promise<BankDetails> {
  const [row] = await db.query<BankDetails>(`${SELECT} WHERE b.id = $1 AND o.user_id = $2`, [id, userId]);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

async function assertOrganization(db: Db, userId: number, organizationId: number): Promise<void> {
  if (!(await ownsOrganization(db, userId, organizationId))) throw notFound(NO_ORGANIZATION);
}

/** Leaves one default account per organization: `preferId` when given, else the current or the oldest. */
async function settleDefault(db: Db, organizationId: number, preferId: number | null): Promise<void> {
  await db.query(
    `UPDATE bank_details b SET is_default = (b.id = chosen.id)
     FROM (SELECT id FROM bank_details WHERE organization_id = $1
           ORDER BY (id = $2) DESC, is_default DESC, id LIMIT 1) AS chosen
     WHERE b.organization_id = $1`,
    [organizationId, preferId],
  );
}

/** Adds bank details to one of the user's organizations; 404 for an organization that is not theirs. */
export function addBankDetails(db: Db, userId: number, fields: BankDetailsFields): Promise<BankDetails> {
  return conflictOnDuplicate('settlementAccount', DUPLICATE, () =>
    db.transaction(async (tx) => {
      await assertOrganization(tx, userId, fields.organizationId);
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO bank_details (organization_id, bank_name, bik, settlement_account, correspondent_account)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [
          fields.organizationId,
          fields.bankName,
          fields.bik,
          fields.settlementAccount,
          fields.correspondentAccount,
        ],
      );
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      await settleDefault(tx, fields.organizationId, fields.isDefault ? row.id : null);
      return bankDetailsById(tx, userId, row.id);
    }),
  );
}

/** Changes bank details of the user's (possibly moving them to another of their organizations). */
export function changeBankDetails(
  db: Db,
  userId: number,
  id: number,
  fields: BankDetailsFields,
): Promise<BankDetails> {
  return conflictOnDuplicate('settlementAccount', DUPLICATE, () =>
    db.transaction(async (tx) => {
      const current = await bankDetailsById(tx, userId, id);
      await assertOrganization(tx, userId, fields.organizationId);
      await tx.query(
        `UPDATE bank_details SET organization_id = $2, bank_name = $3, bik = $4, settlement_account = $5,
           correspondent_account = $6, is_default = CASE WHEN $7::boolean IS NULL THEN is_default ELSE $7 END
         WHERE id = $1`,
        [
          id,
          fields.organizationId,
          fields.bankName,
          fields.bik,
          fields.settlementAccount,
          fields.correspondentAccount,
          fields.isDefault ?? null,
        ],
      );
      await settleDefault(tx, fields.organizationId, fields.isDefault ? id : null);
      if (current.organizationId !== fields.organizationId)
        await settleDefault(tx, current.organizationId, null);
      return bankDetailsById(tx, userId, id);
    }),
  );
}

/** Removes bank details of the user's; 404 for an id that is not theirs. */
export function removeBankDetails(db: Db, userId: number, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const current = await bankDetailsById(tx, userId, id);
    await tx.query('DELETE FROM bank_details WHERE id = $1', [id]);
    if (current.isDefault) await settleDefault(tx, current.organizationId, null);
    return id;
  });
}
