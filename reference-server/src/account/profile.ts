import type { BaseUser, profileChangeInput, Subscription, UserProfile } from '@verstak/sdk/contract';
import type * as z from 'zod/mini';
import type { RequestContext } from '../context/request-context';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { invalidField } from './account-errors';
import { listAddresses } from './addresses';
import { confirmEmailChange, pendingEmailOf, requestEmailChange } from './email-change';
import { listOrganizations } from './organizations';
import { listReceivers } from './receivers';

// The account itself (§3 User): its basic fields (the base call, the header), its profile fields
// and their changes, the same for `/users/personal/change` and `PATCH /user/`.

interface UserRow {
  id: number;
  type: 'person' | 'legal';
  phone: string | null;
  email: string | null;
  has_password: boolean;
  first_name: string;
  last_name: string;
  second_name: string;
  birth: string;
  b2b_category: string;
  b2b_category_name: string | null;
  groups: string[];
  bonus_card: string | null;
  bonus_level: string;
  bonus_total: number;
  organizations: number;
}

const USER_SELECT = `SELECT u.id, u.type, u.phone, u.email, u.password_hash IS NOT NULL AS has_password,
  u.first_name, u.last_name, u.second_name, coalesce(to_char(u.birth, 'YYYY-MM-DD'), '') AS birth,
  u.b2b_category, c.name AS b2b_category_name, u.groups, u.bonus_card, u.bonus_level,
  (SELECT coalesce(sum(amount), 0)::int FROM bonus_movements m WHERE m.user_id = u.id) AS bonus_total,
  (SELECT count(*)::int FROM organizations o WHERE o.user_id = u.id) AS organizations
  FROM users u LEFT JOIN b2b_categories c ON c.code = u.b2b_category`;

/**
 * The session's account. A valid token whose account is gone (a re-seeded store) is no session:
 * 401, so the client refreshes into a guest.
 */
async function userRow(db: Db, userId: number): Promise<UserRow> {
  const [row] = await db.query<UserRow>(`${USER_SELECT} WHERE u.id = $1`, [userId]);
  if (!row)
    throw new HttpError(401, 'unauthorized', { common: 'Сессия завершена: войдите, пожалуйста, снова' });
  return row;
}

/** The base call's user (§3 basic fields): bonus as `{values: {total}}`, or `[]` when there are none. */
function toBaseUser(row: UserRow): BaseUser {
  return {
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    firstName: row.first_name,
    email: row.email ?? '',
    phone: row.phone ?? '',
    bonus: row.bonus_total > 0 ? { values: { total: row.bonus_total } } : [],
    b2bCategory: row.b2b_category_name ?? '',
    isB2B: row.groups.includes('b2b'),
    countOrganization: row.organizations,
    groups: row.groups,
  };
}

/** The basic fields of the session's account, as the base call answers them (§3); null when it is gone. */
export async function baseUserOf(db: Db, userId: number): Promise<BaseUser | null> {
  const [row] = await db.query<UserRow>(`${USER_SELECT} WHERE u.id = $1`, [userId]);
  return row ? toBaseUser(row) : null;
}

/** The mailings on offer, each `checked` when the user takes it. */
export function subscriptionsOf(db: Db, userId: number): Promise<Subscription[]> {
  return db.query<Subscription>(
    `SELECT s.id, s.code, s.title, EXISTS (SELECT 1 FROM user_subscriptions us
       WHERE us.user_id = $1 AND us.subscription_id = s.id) AS checked
     FROM subscriptions s ORDER BY s.sort`,
    [userId],
  );
}

/** The whole profile of the session's account (§3: basic and profile fields); `now` ends a pending e-mail. */
export async function profileOf(db: Db, userId: number, now: number): Promise<UserProfile> {
  const row = await userRow(db, userId);
  const [receivers, deliveryAddresses, organizations, subscriptions, pendingEmail] = await Promise.all([
    listReceivers(db, userId),
    listAddresses(db, userId),
    listOrganizations(db, userId),
    subscriptionsOf(db, userId),
    pendingEmailOf(db, userId, now),
  ]);
  return {
    ...toBaseUser(row),
    id: row.id,
    type: row.type,
    lastName: row.last_name,
    secondName: row.second_name,
    birth: row.birth,
    receivers,
    deliveryAddresses,
    organizations,
    subscriptions,
    hasPassword: row.has_password,
    pendingEmail,
  };
}

/** The bonus card and its level, or null before one is issued. */
export async function bonusCardOf(db: Db, userId: number): Promise<{ number: string; level: string } | null> {
  const row = await userRow(db, userId);
  return row.bonus_card ? { number: row.bonus_card, level: row.bonus_level } : null;
}

/** The profile fields a user changes (the contract's `profileChangeInput`, parsed); absent fields stay as they are. */
export type ProfileChange = z.output<typeof profileChangeInput>;

/**
 * Changes the session's profile: the same meaning for both families' calls. A new e-mail is not set
 * here: it gets its code (email-change.ts) and is set when the code comes back as `emailCode`; an
 * empty one removes the e-mail, where the account can do without it.
 */
export async function changeProfile(
  ctx: RequestContext,
  userId: number,
  change: ProfileChange,
): Promise<void> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const row = await userRow(db, userId);
  if (change.email === '' && !row.phone)
    throw invalidField('email', 'Без адреса электронной почты в кабинет будет не войти: оставьте его');
  if (change.email === '' && row.groups.includes('b2b'))
    throw invalidField('email', 'Юридическому лицу адрес электронной почты нужен для документов');
  if (change.birth && change.birth > new Date(now).toISOString().slice(0, 10))
    throw invalidField('birth', 'Дата рождения не может быть в будущем');
  const newEmail = change.email && change.email !== row.email ? change.email : null;
  if (newEmail && change.emailCode) await confirmEmailChange(ctx, userId, newEmail, change.emailCode);
  else if (newEmail) await requestEmailChange(ctx, userId, newEmail);
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE users SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
         second_name = coalesce($4, second_name),
         email = CASE WHEN $5 THEN NULL ELSE email END,
         birth = CASE WHEN $6::text IS NULL THEN birth ELSE nullif($6, '')::date END
       WHERE id = $1`,
      [
        userId,
        change.firstName ?? null,
        change.lastName ?? null,
        change.secondName ?? null,
        change.email === '',
        change.birth ?? null,
      ],
    );
    if (change.subscriptions !== undefined) {
      const ids = [...new Set(change.subscriptions)];
      const known = await tx.query<{ id: number }>('SELECT id FROM subscriptions WHERE id = ANY($1::int[])', [
        ids,
      ]);
      if (known.length !== ids.length)
        throw invalidField('subscriptions', 'Такой рассылки нет: обновите страницу');
      await tx.query('DELETE FROM user_subscriptions WHERE user_id = $1', [userId]);
      if (ids.length > 0)
        await tx.query(
          'INSERT INTO user_subscriptions (user_id, subscription_id) SELECT $1, unnest($2::int[])',
          [userId, ids],
        );
    }
  });
}
