import type { Organization } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { conflict, conflictOnDuplicate, notFound } from './account-errors';

// A user's organizations (§3 profile: organizations) with their ЭДО and contract state, scoped to
// the session's own account. The first organization makes the account a B2B buyer: the `b2b` group
// (carried by the next access token the account gets) and the entry category.

/** An organization as a form gives it (booleans already read from Y/N). */
export interface OrganizationFields {
  name: string;
  inn: string;
  kpp?: string | undefined;
  ogrn: string;
  legalAddress: string;
  isDefault?: boolean | undefined;
}

interface OrganizationRow {
  id: number;
  name: string;
  inn: string;
  kpp: string;
  ogrn: string;
  legal_address: string;
  is_default: boolean;
  edo_enabled: boolean;
  edo_operator: string;
  edo_participant_id: string;
  contract_status: Organization['contract']['status'];
  contract_number: string;
  contract_date: string;
}

const NOT_FOUND = 'Организация не найдена';
const DUPLICATE = 'Организация с этими ИНН и КПП уже добавлена';
/** The B2B category a new buyer starts in. */
export const ENTRY_CATEGORY = 'start';

const SELECT = `SELECT id, name, inn, kpp, ogrn, legal_address, is_default, edo_enabled, edo_operator,
  edo_participant_id, contract_status, contract_number, coalesce(to_char(contract_date, 'YYYY-MM-DD'), '') AS contract_date
  FROM organizations`;

function toOrganization(row: OrganizationRow): Organization {
  return {
    id: row.id,
    name: row.name,
    inn: row.inn,
    kpp: row.kpp,
    ogrn: row.ogrn,
    legalAddress: row.legal_address,
    isDefault: row.is_default,
    edo: { enabled: row.edo_enabled, operator: row.edo_operator, participantId: row.edo_participant_id },
    contract: { status: row.contract_status, number: row.contract_number, date: row.contract_date },
  };
}

/** The user's organizations, the default first; `query` finds by a part of the name or the INN's start. */
export async function listOrganizations(db: Db, userId: number, query = ''): Promise<Organization[]> {
  const rows = await db.query<OrganizationRow>(
    `${SELECT} WHERE user_id = $1 AND ($2 = '' OR name ILIKE '%' || $3 || '%' OR inn LIKE $3 || '%')
     ORDER BY is_default DESC, id`,
    [userId, query, query.replace(/[\\%_]/g, (c) => `\\${c}`)],
  );
  return rows.map(toOrganization);
}

/** One of the user's organizations; 404 for an id that is not theirs. */
export async function organizationById(db: Db, userId: number, id: number): Promise<Organization> {
  const [row] = await db.query<OrganizationRow>(`${SELECT} WHERE id = $1 AND user_id = $2`, [id, userId]);
  if (!row) throw notFound(NOT_FOUND);
  return toOrganization(row);
}

/**
 * The checks across fields: a company (10-digit INN) has a KPP and a 13-digit ОГРН, a sole trader
 * (12-digit INN) no KPP and a 15-digit ОГРНИП.
 */
export function organizationKindErrors(
  fields: Pick<OrganizationFields, 'inn' | 'kpp' | 'ogrn'>,
): Record<string, string> {
  const kpp = fields.kpp ?? '';
  const errors: Record<string, string> = {};
  if (fields.inn.length === 10) {
    if (kpp === '') errors.kpp = 'Укажите КПП организации';
    if (fields.ogrn.length !== 13) errors.ogrn = 'У организации ОГРН — 13 цифр';
  } else {
    if (kpp !== '') errors.kpp = 'У ИП нет КПП: оставьте поле пустым';
    if (fields.ogrn.length !== 15) errors.ogrn = 'У ИП ОГРНИП — 15 цифр';
  }
  return errors;
}

function checkKind(fields: OrganizationFields): void {
  const errors = organizationKindErrors(fields);
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'validation', errors);
}

/** Leaves exactly one default organization: `preferId` when given, else the current or the oldest. */
async function settleDefault(db: Db, userId: number, preferId: number | null): Promise<void> {
  await db.query(
    `UPDATE organizations o SET is_default = (o.id = chosen.id)
     FROM (SELECT id FROM organizations WHERE user_id = $1
           ORDER BY (id = $2) DESC, is_default DESC, id LIMIT 1) AS chosen
     WHERE o.user_id = $1`,
    [userId, preferId],
  );
}

/** Adds an organization; the first one makes the account a B2B buyer. */
export function addOrganization(db: Db, userId: number, fields: OrganizationFields): Promise<Organization> {
  checkKind(fields);
  return conflictOnDuplicate('inn', DUPLICATE, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO organizations (user_id, name, inn, kpp, ogrn, legal_address)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [userId, fields.name, fields.inn, fields.kpp ?? '', fields.ogrn, fields.legalAddress],
      );
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      await settleDefault(tx, userId, fields.isDefault ? row.id : null);
      await tx.query(
        `UPDATE users SET groups = CASE WHEN 'b2b' = ANY(groups) THEN groups ELSE array_append(groups, 'b2b') END,
           b2b_category = CASE WHEN b2b_category = '' THEN $2 ELSE b2b_category END
         WHERE id = $1`,
        [userId, ENTRY_CATEGORY],
      );
      return organizationById(tx, userId, row.id);
    }),
  );
}

/** Changes one of the user's organizations; 404 for an id that is not theirs. */
export function changeOrganization(
  db: Db,
  userId: number,
  id: number,
  fields: OrganizationFields,
): Promise<Organization> {
  checkKind(fields);
  return conflictOnDuplicate('inn', DUPLICATE, () =>
    db.transaction(async (tx) => {
      const current = await organizationById(tx, userId, id);
      await tx.query(
        `UPDATE organizations SET name = $3, inn = $4, kpp = $5, ogrn = $6, legal_address = $7
         WHERE id = $1 AND user_id = $2`,
        [id, userId, fields.name, fields.inn, fields.kpp ?? '', fields.ogrn, fields.legalAddress],
      );
      if (fields.isDefault === true) await settleDefault(tx, userId, id);
      else if (fields.isDefault === false && current.isDefault) {
        await tx.query('UPDATE organizations SET is_default = false WHERE id = $1', [id]);
        // Another one takes over; with none, this one stays the default.
        await tx.query(
          `UPDATE organizations SET is_default = true WHERE id = (
             SELECT id FROM organizations WHERE user_id = $1 ORDER BY (id = $2), id LIMIT 1)`,
          [userId, id],
        );
      }
      return organizationById(tx, userId, id);
    }),
  );
}

/**
 * Removes one of the user's organizations with its bank details; 404 for an id that is not theirs,
 * 409 for one with a signed contract (its documents stay with the manager). Removing the last one
 * leaves the account a B2B buyer with its category: its B2B history stays its own.
 */
export function removeOrganization(db: Db, userId: number, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const current = await organizationById(tx, userId, id);
    if (current.contract.status === 'signed')
      throw conflict(
        'common',
        'По организации подписан договор поставки: удалить её может ваш персональный менеджер',
      );
    await tx.query('DELETE FROM organizations WHERE id = $1 AND user_id = $2', [id, userId]);
    if (current.isDefault) await settleDefault(tx, userId, null);
    return id;
  });
}

/** The ЭДО state as a form gives it. */
export interface EdoFields {
  enabled: boolean;
  operator?: string | undefined;
  participantId?: string | undefined;
}

/** Turns ЭДО on (with an operator and a participant id) or off for one of the user's organizations. */
export async function changeEdo(
  db: Db,
  userId: number,
  id: number,
  fields: EdoFields,
): Promise<Organization> {
  const current = await organizationById(db, userId, id);
  const operator = fields.operator ?? current.edo.operator;
  const participantId = fields.participantId ?? current.edo.participantId;
  if (fields.enabled) {
    const errors: Record<string, string> = {};
    if (operator === '') errors.operator = 'Выберите оператора ЭДО';
    if (participantId === '') errors.participantId = 'Введите идентификатор участника ЭДО';
    if (Object.keys(errors).length > 0) throw new HttpError(400, 'validation', errors);
  }
  await db.query(
    `UPDATE organizations SET edo_enabled = $3, edo_operator = $4, edo_participant_id = $5
     WHERE id = $1 AND user_id = $2`,
    [id, userId, fields.enabled, operator, participantId],
  );
  return organizationById(db, userId, id);
}

/**
 * A contract request: a buyer asks for one (`requested`, the default) or withdraws the request
 * (`none`); only staff sign, and a signed contract is not withdrawn from the storefront.
 */
export async function changeContract(
  db: Db,
  userId: number,
  id: number,
  status: Organization['contract']['status'] = 'requested',
): Promise<Organization> {
  const current = await organizationById(db, userId, id);
  if (status === 'signed')
    throw new HttpError(403, 'forbidden', {
      status: 'Договор подписывает менеджер после проверки документов',
    });
  if (current.contract.status === 'signed')
    throw conflict('status', 'Договор уже подписан: изменить его может ваш персональный менеджер');
  await db.query('UPDATE organizations SET contract_status = $3 WHERE id = $1 AND user_id = $2', [
    id,
    userId,
    status,
  ]);
  return organizationById(db, userId, id);
}

/** Whether `organizationId` is one of the user's organizations. */
export async function ownsOrganization(db: Db, userId: number, organizationId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM organizations WHERE id = $1 AND user_id = $2', [
    organizationId,
    userId,
  ]);
  return rows.length > 0;
}
