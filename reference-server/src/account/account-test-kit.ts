import { createApi } from '../create-api';
import type { Db } from '../db/database';
import { signAccessToken } from '../users/access-token';
import { sessionKeyOf } from '../users/session-key';

// What the account tests share: the real API in-process over a seeded database, answers checked
// against their output schemas, and access tokens made directly for seeded accounts.

/** An answer: status and parsed body. */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers by path
  data: any;
  errors: Record<string, string> | undefined;
  code: string | undefined;
}

/** The API over `db` and helpers to call it as a guest or as a seeded account. */
export function accountTestKit(db: Db, now: () => number) {
  const api = createApi({ db, clock: { now }, validateOutput: true, logError: () => {} });
  const tokenFor = async (userId: number, groups: string[] = []) =>
    signAccessToken(
      {
        role: 'authorized',
        groups,
        fUserId: `00000000-0000-4000-8000-${String(userId).padStart(12, '0')}`,
        userId,
        exp: Math.floor(now() / 1000) + 600,
      },
      await sessionKeyOf(db),
    );
  const call = async (
    method: string,
    path: string,
    options: { token?: string; form?: Record<string, string | string[]>; json?: unknown } = {},
  ): Promise<Answer> => {
    const headers: Record<string, string> = {};
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.form) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(options.form))
        for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
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
    const parsed = (await response.json()) as {
      data?: unknown;
      errors?: Record<string, string>;
      code?: string;
    };
    return { status: response.status, data: parsed.data, errors: parsed.errors, code: parsed.code };
  };
  return { api, tokenFor, call };
}
