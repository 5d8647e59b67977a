// Test support (no production code imports it): a browser-like client of the in-process API that
// keeps the cookies the API sets, as the suites of this folder use it.
import type { Hono } from 'hono';

/** One answer as a test reads it. */
export interface Answer {
  status: number;
  body: { data?: Record<string, unknown>; code?: string; errors?: Record<string, string> };
  headers: Headers;
  /** The `Set-Cookie` lines of the answer. */
  setCookies: string[];
}

/**
 * The Node bindings of a connection from `address` that asked for `host`, as `@hono/node-server`
 * passes them: by default a local client (loopback, `localhost`), which the demo surfaces answer.
 */
export function connection(address = '127.0.0.1', host = 'localhost:3000') {
  return { incoming: { socket: { remoteAddress: address }, headers: { host } } };
}

/** The access token of an answer's data. */
export const tokenOf = (answer: Answer) => answer.body.data?.accessToken as string;

/** The claims of a JWT, unverified. */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/** A browser: its cookie jar, its bearer token, its client address and its headers. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  token: string | undefined;

  constructor(
    private api: () => Hono,
    readonly options: { address?: string; origin?: string; headers?: Record<string, string> } = {},
  ) {}

  /**
   * Calls `/api/v4{path}`; a body goes as its call's encoding: a string as plain text, an object as
   * form data on the `/users/` family and as JSON on the `/user/` family.
   */
  async call(
    method: string,
    path: string,
    body?: unknown,
    extra: { headers?: Record<string, string>; bearer?: string | null; url?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...this.options.headers, ...extra.headers };
    const bearer = extra.bearer === undefined ? this.token : extra.bearer;
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    if (this.cookies.size > 0)
      headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let payload: string | undefined;
    if (typeof body === 'string') {
      headers['Content-Type'] = 'text/plain;charset=UTF-8';
      payload = body;
    } else if (body !== undefined && path.startsWith('/users/')) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(body as Record<string, unknown>))
        if (value !== undefined) form.set(key, String(value));
      payload = form.toString();
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const url = extra.url ?? `http://api.test/api/v4${path}`;
    const env = this.options.address ? connection(this.options.address, new URL(url).host) : {};
    const response = await this.api().fetch(
      new Request(url, { method, headers, ...(payload !== undefined ? { body: payload } : {}) }),
      env,
    );
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/Max-Age=0(;|$)/.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: Answer['body'] = {};
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = {};
    }
    const answer = { status: response.status, body: parsed, headers: response.headers, setCookies };
    if (answer.status === 200 && typeof parsed.data?.accessToken === 'string')
      this.token = parsed.data.accessToken;
    return answer;
  }

  post(path: string, body?: unknown, extra?: Parameters<TestBrowser['call']>[3]) {
    return this.call('POST', path, body ?? {}, extra);
  }
}

/** The newest code the outbox holds for `to`. */
export async function lastCode(api: Hono, to: string): Promise<string> {
  const response = await api.fetch(
    new Request(`http://localhost:3000/api/v4/dev/outbox?to=${encodeURIComponent(to)}&limit=1`),
    connection(),
  );
  const { data } = (await response.json()) as { data: { items: Array<{ text: string }> } };
  const match = /(\d{6})/.exec(data.items[0]?.text ?? '');
  if (!match) throw new Error(`No code in the outbox for ${to}`);
  return match[1] as string;
}
