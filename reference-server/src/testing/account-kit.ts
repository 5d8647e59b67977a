import { randomUUID } from 'node:crypto';
import { type ApiOptions, createApi } from '../create-api';
import type { Db } from '../db/database';
import { GUEST_TOKEN_SECONDS, type SessionClaims, signAccessToken } from '../identity/access-token';
import { sessionKeyOf } from '../identity/session-key';

// What the server's API tests share (accounts, basket, lists, orders, payments): the real API
// in-process over a seeded database, answers checked against their output schemas, and access
// tokens signed directly with the store's session key.

/** An answer: status and parsed body. */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers by path
  data: any;
  errors: Record<string, string> | undefined;
  code: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: tests read details by path
  details: any;
}

/** How a test call is made. */
export interface CallOptions {
  token?: string;
  /** Form fields: an array repeats its field, an undefined one is left out. */
  form?: Record<string, string | number | string[] | undefined>;
  json?: unknown;
  multipart?: FormData;
  /** The call's Idempotency-Key. */
  key?: string;
  headers?: Record<string, string>;
}

/** `claims` signed with the store's session key, expiring `seconds` (a guest's month by default) after `now`. */
export async function signedToken(
  db: Db,
  claims: Omit<SessionClaims, 'exp'>,
  now: number,
  seconds = GUEST_TOKEN_SECONDS,
): Promise<string> {
  return signAccessToken({ ...claims, exp: Math.floor(now / 1000) + seconds }, await sessionKeyOf(db));
}

/** A guest's token for `fUserId`, as long-lived as the server's own guest tokens. */
export function guestTokenOf(db: Db, fUserId: string, now: number): Promise<string> {
  return signedToken(db, { role: 'unauthorized', groups: [], fUserId, userId: null }, now);
}

/**
 * The API over `db` (with `options` beyond the test defaults) and helpers to call it as a guest or
 * as a seeded account.
 */
export function accountKit(db: Db, now: () => number, options: Omit<ApiOptions, 'db' | 'clock'> = {}) {
  const api = createApi({ db, clock: { now }, validateOutput: true, logError: () => {}, ...options });
  /** Signs `claims` at the kit's now. */
  const sign = (claims: Omit<SessionClaims, 'exp'>, seconds?: number) =>
    signedToken(db, claims, now(), seconds);
  const tokenFor = (userId: number, groups: string[] = []) =>
    sign(
      {
        role: 'authorized',
        groups,
        fUserId: `00000000-0000-4000-8000-${String(userId).padStart(12, '0')}`,
        userId,
      },
      600,
    );
  /** A guest's token: a visitor id of its own, or the one given. */
  const guestToken = (fUserId: string = randomUUID()) => guestTokenOf(db, fUserId, now());
  const call = async (method: string, path: string, options: CallOptions = {}): Promise<Answer> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.key) headers['Idempotency-Key'] = options.key;
    let body: BodyInit | undefined;
    if (options.multipart) body = options.multipart;
    else if (options.form) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(options.form))
        for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
          params.append(key, String(v));
      body = params.toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    } else if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['Content-Type'] = 'application/json';
    }
    const response = await api.fetch(
      new Request(`http://api.test/api/v4${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
      }),
    );
    const parsed = (await response.json()) as Omit<Answer, 'status'>;
    return {
      status: response.status,
      data: parsed.data,
      errors: parsed.errors,
      code: parsed.code,
      details: parsed.details,
    };
  };
  return { api, sign, tokenFor, guestToken, call };
}
