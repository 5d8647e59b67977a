import { randomUUID } from 'node:crypto';
import {
  type CallDef,
  type CallFormInput,
  type CallOutput,
  CURRENT_CITY_PARAM,
  fillPath,
  pathParamNames,
} from '@verstak/sdk/contract';
import { type ApiOptions, createApi } from '../create-api';
import type { Db } from '../db/database';
import { GUEST_TOKEN_SECONDS, type SessionClaims, signAccessToken } from '../identity/access-token';
import { sessionKeyOf } from '../identity/session-key';

// What the server's API tests share (accounts, basket, lists, orders, payments): the real API
// in-process over a seeded database, answers checked against their output schemas, and access
// tokens signed directly with the store's session key.

/**
 * An answer: status and parsed body. `data` is the row's output for a typed call (absent on a
 * refusal: read `status` or `code` first); a raw call's is untyped.
 */
export interface Answer<Data = RawData> {
  status: number;
  data: Data;
  errors: Record<string, string> | undefined;
  code: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: tests read details by path
  details: any;
}

/** The `data` of a raw call: whatever the server sent, read by path. */
// biome-ignore lint/suspicious/noExplicitAny: a raw call has no row to type its answer by
type RawData = any;

/** What travels with a typed call besides its input: the session, the key, extra headers. */
export interface TypedCallOptions {
  token?: string;
  /** The city's locationId, sent as `currentCity` in the query as the SDK sends it. */
  city?: string;
  /** The call's Idempotency-Key. */
  key?: string;
  headers?: Record<string, string>;
}

/** How a raw call is made: the body as the test wrote it, however malformed. */
export interface CallOptions {
  token?: string;
  /** Form fields: an array repeats its field, an undefined one is left out. */
  form?: Record<string, string | number | string[] | undefined>;
  json?: unknown;
  multipart?: FormData;
  /** A `plain` body, sent as it is. */
  plain?: string;
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
  /**
   * A request as the test wrote it, by method and path: for requests the contract's rows cannot
   * express (malformed or forged input, a method a path does not take, a path that is no call).
   */
  const raw = async (method: string, path: string, options: CallOptions = {}): Promise<Answer> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.key) headers['Idempotency-Key'] = options.key;
    let body: BodyInit | undefined;
    if (options.multipart) body = options.multipart;
    else if (options.plain !== undefined) body = options.plain;
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
  /**
   * Makes the call `row` (a contract row, e.g. `basketCalls.add`) with `input` encoded as the SDK
   * encodes it: path placeholders filled from it, the rest as the query of a GET or the body in the
   * row's encoding (lists as `name[]`, records as `name[key]`). The answer's data is the row's output.
   */
  const call = async <Row extends CallDef>(
    row: Row,
    input: CallFormInput<Row>,
    options: TypedCallOptions = {},
  ): Promise<Answer<CallOutput<Row>>> => {
    const given = (input ?? {}) as Record<string, unknown>;
    const inPath = new Set(pathParamNames(row.path));
    const rest = Object.fromEntries(Object.entries(given).filter(([key]) => !inPath.has(key)));
    const city = options.city === undefined ? {} : { [CURRENT_CITY_PARAM]: options.city };
    const common = encodeFields(city).toString();
    const path = fillPath(row.path, given) + (common === '' || row.method === 'GET' ? '' : `?${common}`);
    if (row.method === 'GET') {
      const query = encodeFields({ ...rest, ...city }).toString();
      return raw('GET', query === '' ? path : `${path}?${query}`, options);
    }
    switch (row.encoding ?? 'form') {
      case 'json':
        return raw(row.method, path, { ...options, json: rest });
      case 'plain': {
        const [value] = Object.values(rest).filter((v) => v !== undefined && v !== null);
        const headers = { 'Content-Type': 'text/plain;charset=UTF-8', ...options.headers };
        return raw(row.method, path, {
          ...options,
          headers,
          ...(value === undefined ? {} : { plain: String(value) }),
        });
      }
      case 'multipart': {
        const form = new FormData();
        for (const [key, value] of fieldEntries(rest)) form.append(key, value);
        return raw(row.method, path, { ...options, multipart: form });
      }
      default:
        return raw(row.method, path, { ...options, form: Object.fromEntries(groupEntries(rest)) });
    }
  };
  /**
   * Makes the multipart call `row` with `form` as the browser sends it (a checkout form with its
   * files, say); the answer's data is the row's output.
   */
  const callWithForm = <Row extends CallDef>(
    row: Row,
    form: FormData,
    options: TypedCallOptions = {},
  ): Promise<Answer<CallOutput<Row>>> => {
    const city = options.city === undefined ? '' : `?${encodeFields({ [CURRENT_CITY_PARAM]: options.city })}`;
    return raw(row.method, fillPath(row.path, {}) + city, { ...options, multipart: form });
  };
  return { api, sign, tokenFor, guestToken, call, callWithForm, raw };
}

/** A call's fields as the SDK sends them: lists as `name[]`, records as `name[key]`, nullish left out. */
function fieldEntries(input: Record<string, unknown>): Array<[string, string | Blob]> {
  const out: Array<[string, string | Blob]> = [];
  const scalar = (value: unknown): string | Blob => (value instanceof Blob ? value : String(value));
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== undefined && item !== null) out.push([`${key}[]`, scalar(item)]);
    } else if (typeof value === 'object' && !(value instanceof Blob)) {
      for (const [sub, v] of Object.entries(value))
        if (v !== undefined && v !== null) out.push([`${key}[${sub}]`, scalar(v)]);
    } else out.push([key, scalar(value)]);
  }
  return out;
}

/** The fields of a form or query, a repeated name gathered into a list (the raw call's `form`). */
function groupEntries(input: Record<string, unknown>): Map<string, string | string[]> {
  const grouped = new Map<string, string | string[]>();
  for (const [key, value] of fieldEntries(input)) {
    const text = typeof value === 'string' ? value : '';
    const known = grouped.get(key);
    grouped.set(key, known === undefined ? text : [...(Array.isArray(known) ? known : [known]), text]);
  }
  return grouped;
}

/** A GET call's query. */
function encodeFields(input: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of fieldEntries(input)) params.append(key, typeof value === 'string' ? value : '');
  return params;
}
