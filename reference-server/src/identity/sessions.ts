import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_COOKIE } from '@verstak/sdk/contract';
import type { RequestContext } from '../context/request-context';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { mergeGuestAtLogin } from '../visitor/merge-visitor';
import {
  bearerToken,
  GUEST_TOKEN_SECONDS,
  signAccessToken,
  USER_TOKEN_SECONDS,
  verifyAccessToken,
} from './access-token';
import { type AccountRow, accountById } from './accounts';
import { sweepExpired } from './housekeeping';
import { at, digestOf, randomSecret } from './secrets';
import { sessionKeyOf } from './session-key';

// Sessions (§4.1): a short-lived signed access token the client keeps (the SDK sets the
// `accessToken` cookie itself), and an opaque refresh credential in an HttpOnly cookie that only
// this server reads. Each refresh rotates the credential; presenting one already rotated means it
// was copied, so the whole family (every credential since that login) is revoked.

/** How long a refresh credential lives: 30 days. */
export const REFRESH_SECONDS = 30 * 24 * 60 * 60;
/**
 * How long after its rotation a credential still renews the session, from the same browser: a
 * server-side render and the browser, or two tabs, that refresh at once present the same credential,
 * and ending the shopper's session for it would be wrong. Later reuse means a copy and revokes the
 * family. (The same trade as a "reuse interval" of hosted identity providers.)
 */
export const REUSE_GRACE_SECONDS = 10;

/** What a call that opens or renews a session answers (the contract's `sessionOutput`). */
export interface SessionOutput {
  accessToken: string;
  expiresAt: number;
}

/** Sets (or, with null, clears) the refresh cookie: HttpOnly, SameSite=Lax, Path=/, Secure over HTTPS. */
export function setRefreshCookie(ctx: RequestContext, value: string | null): void {
  ctx.setCookie(REFRESH_TOKEN_COOKIE, value ?? '', {
    maxAge: value === null ? 0 : REFRESH_SECONDS,
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: ctx.secure,
  });
}

/** An `authorized` access token of an account, valid 15 minutes. */
export async function userToken(db: Db, account: AccountRow, now: number): Promise<SessionOutput> {
  const exp = Math.floor(now / 1000) + USER_TOKEN_SECONDS;
  const accessToken = await signAccessToken(
    { role: 'authorized', groups: account.groups, fUserId: account.f_user_id, userId: account.id, exp },
    await sessionKeyOf(db),
  );
  return { accessToken, expiresAt: exp * 1000 };
}

/**
 * A guest's `unauthorized` token, valid 30 days: the same fUserId when the request carries a guest
 * token this server signed (expired or not), a new one otherwise.
 */
export async function guestToken(ctx: RequestContext): Promise<SessionOutput> {
  const secret = await sessionKeyOf(ctx.db);
  const token = bearerToken(ctx.request);
  const previous = token
    ? await verifyAccessToken(token, secret, ctx.clock.now(), { allowExpired: true })
    : null;
  const fUserId = previous?.role === 'unauthorized' ? previous.fUserId : randomUUID();
  const exp = Math.floor(ctx.clock.now() / 1000) + GUEST_TOKEN_SECONDS;
  return {
    accessToken: await signAccessToken(
      { role: 'unauthorized', groups: [], fUserId, userId: null, exp },
      secret,
    ),
    expiresAt: exp * 1000,
  };
}

/** Inserts a refresh credential of a family and answers its secret. */
async function insertCredential(
  db: Db,
  account: AccountRow,
  familyId: string,
  fingerprint: string,
  now: number,
): Promise<{ id: number; secret: string }> {
  const secret = randomSecret(32);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO refresh_credentials (digest, family_id, user_id, f_user_id, fingerprint, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      digestOf(secret),
      familyId,
      account.id,
      account.f_user_id,
      fingerprint,
      at(now),
      at(now + REFRESH_SECONDS * 1000),
    ],
  );
  if (!row) throw new Error('The refresh credential was not stored');
  return { id: row.id, secret };
}

/**
 * Opens a session for an account (registration, login, recovery, authhash): a new credential family,
 * the refresh cookie, and the access token to answer. A refresh credential the request still
 * carries (another account's, or this one's) is revoked first.
 */
export async function openSession(
  ctx: RequestContext,
  account: AccountRow,
  fingerprint: string | undefined,
): Promise<SessionOutput> {
  const now = ctx.clock.now();
  await sweepExpired(ctx.db, now);
  // A guest who logs in brings their basket, favourites and comparison (docs/basket.md).
  await mergeGuestAtLogin(ctx, account.f_user_id);
  await revokePresented(ctx);
  const { secret } = await insertCredential(ctx.db, account, randomUUID(), fingerprint ?? '', now);
  setRefreshCookie(ctx, secret);
  return userToken(ctx.db, account, now);
}

interface CredentialRow {
  id: number;
  family_id: string;
  user_id: number;
  fingerprint: string;
  expires_at: Date | string;
  rotated_at: Date | string | null;
  revoked_at: Date | string | null;
}

/** Revokes every credential of a family. */
async function revokeFamily(db: Db, familyId: string, now: number): Promise<void> {
  await db.query(
    'UPDATE refresh_credentials SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL',
    [familyId, at(now)],
  );
}

/**
 * Renews a session by the refresh cookie, rotating the credential. Answers null when the request
 * carries no credential the store knows or one that has expired (the caller answers a guest token
 * and the cookie is cleared). A credential already rotated or revoked revokes its whole family and
 * answers 401; one bound to another fingerprint is refused with 401 and left as it is.
 */
export async function renewSession(
  ctx: RequestContext,
  fingerprint: string | undefined,
): Promise<SessionOutput | null> {
  const presented = ctx.cookie(REFRESH_TOKEN_COOKIE);
  if (!presented) return null;
  const now = ctx.clock.now();
  const digest = digestOf(presented);
  const outcome = await ctx.db.transaction(async (tx) => {
    // Locks the row: two refreshes with the same credential at once rotate it once; the second is reuse.
    const [row] = await tx.query<CredentialRow>(
      `SELECT id, family_id, user_id, fingerprint, expires_at, rotated_at, revoked_at
       FROM refresh_credentials WHERE digest = $1 FOR UPDATE`,
      [digest],
    );
    if (!row || new Date(row.expires_at).getTime() <= now) return { kind: 'none' as const };
    const sameBrowser = row.fingerprint === '' || !fingerprint || fingerprint === row.fingerprint;
    const concurrent =
      row.revoked_at === null &&
      row.rotated_at !== null &&
      now - new Date(row.rotated_at).getTime() <= REUSE_GRACE_SECONDS * 1000 &&
      sameBrowser;
    if ((row.rotated_at !== null && !concurrent) || row.revoked_at !== null) {
      await revokeFamily(tx, row.family_id, now);
      return { kind: 'reused' as const };
    }
    if (!sameBrowser) return { kind: 'fingerprint' as const };
    const account = await accountById(tx, row.user_id);
    if (!account) return { kind: 'none' as const };
    const next = await insertCredential(
      tx,
      account,
      row.family_id,
      row.fingerprint || (fingerprint ?? ''),
      now,
    );
    // A concurrent refresh within the grace gets a sibling in the family; the first rotation stands.
    if (row.rotated_at === null)
      await tx.query('UPDATE refresh_credentials SET rotated_at = $2, replaced_by = $3 WHERE id = $1', [
        row.id,
        at(now),
        next.id,
      ]);
    return { kind: 'renewed' as const, account, secret: next.secret };
  });
  switch (outcome.kind) {
    case 'none':
      setRefreshCookie(ctx, null);
      return null;
    case 'reused':
      setRefreshCookie(ctx, null);
      throw new HttpError(401, 'unauthorized', {
        common: 'This session was ended: the refresh credential had already been used. Log in again',
      });
    case 'fingerprint':
      throw new HttpError(401, 'unauthorized', {
        common: 'The refresh credential belongs to another browser. Log in again',
      });
    case 'renewed':
      setRefreshCookie(ctx, outcome.secret);
      return userToken(ctx.db, outcome.account, now);
  }
}

/** Revokes the refresh credential the request carries, if any (logout; a new login over an old one). */
export async function revokePresented(ctx: RequestContext): Promise<void> {
  const presented = ctx.cookie(REFRESH_TOKEN_COOKIE);
  if (!presented) return;
  await ctx.db.query(
    `UPDATE refresh_credentials SET revoked_at = $2
     WHERE family_id = (SELECT family_id FROM refresh_credentials WHERE digest = $1) AND revoked_at IS NULL`,
    [digestOf(presented), at(ctx.clock.now())],
  );
}

/** Revokes every session of an account (a password reset or change). */
export async function revokeAllSessions(db: Db, userId: number, now: number): Promise<void> {
  await db.query('UPDATE refresh_credentials SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
    at(now),
  ]);
}
