import { CURRENT_CITY_PARAM } from '@verstak/sdk/contract';
import type { MarketingRegistration } from '../analytics/marketing-registration';
import { type CityRow, findCity } from '../cities/city-rows';
import type { Db } from '../db/database';
import { isLocalClient } from '../http/local-client';
import { isPrivateAddress } from '../http/private-address';
import { bearerToken, type SessionClaims, verifyAccessToken } from '../identity/access-token';
import type { SendLimits } from '../identity/send-limits';
import { sessionKeyOf } from '../identity/session-key';
import type { MessageTransport } from '../messages/messages';
import type { StorePayments } from '../payments/payment-settler';

/** The attributes of a cookie a handler sets. */
export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  httpOnly?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
  path?: string;
  secure?: boolean;
}

/** What a handler gets besides its input: the database, the clock, the request, its city and session. */
export interface RequestContext {
  db: Db;
  clock: { now(): number };
  /** The city of `currentCity` (a locationId), else the default city. */
  city: CityRow;
  /** The claims of the request's valid access token; null for none, or one that is bad or expired. */
  session: SessionClaims | null;
  /** The request itself (headers for the calls that read them). */
  request: Request;
  /** The request's own URL. */
  url: URL;
  /** Where SMS and e-mail leave through. */
  messages: MessageTransport;
  /** Where a registration goes to the marketing tool; none in contexts made without it. */
  marketing?: MarketingRegistration;
  /** The payment provider payments are created at; null when the API runs without one. */
  payments: StorePayments | null;
  /** How many codes and notices may be sent (identity/send-limits.ts). */
  sendLimits: SendLimits;
  /**
   * The client's address: the socket's, or the first `X-Forwarded-For` hop when the API trusts its
   * proxy (`TRUST_PROXY=1`); null when the request came in-process (server-side rendering).
   */
  clientAddress: string | null;
  /**
   * The address the per-address limits count (login and code throttles, code sends): the client's,
   * or null for a local client of a store with its demo surfaces on. Such a client reads every code
   * in the outbox anyway, so counting it guards nothing, while CI on the store's machine runs many
   * journeys at once from one address; the per-account and per-recipient limits still hold for it.
   */
  limitedAddress: string | null;
  /** Whether the shopper reached the store over HTTPS (the URL, or `X-Forwarded-Proto: https`). */
  secure: boolean;
  /** The request's cookie `name`, if it carries one. */
  cookie(name: string): string | undefined;
  /** Adds a `Set-Cookie` to the answer (success or error alike). */
  setCookie(name: string, value: string, options: CookieOptions): void;
  /** Headers the registrar adds to the answer. */
  readonly responseHeaders: Array<[string, string]>;
}

/** What every request's context is built from. */
export interface ContextDeps {
  db: Db;
  clock: { now(): number };
  messages: MessageTransport;
  /** The payment provider; null when none is configured. */
  payments: StorePayments | null;
  /** Read the client's address from `X-Forwarded-For` (the API sits behind a proxy it trusts). */
  trustProxy: boolean;
  /** How many codes and notices may be sent. */
  sendLimits: SendLimits;
  /** Whether the demo surfaces are on (a local store): its local clients are not limited per address. */
  demoSurfaces?: boolean;
  /** Where a registration goes to the marketing tool (analytics/marketing-registration.ts). */
  marketing?: MarketingRegistration;
}

/** The environment a Node server binding passes along with a request (`@hono/node-server`). */
export interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string | undefined } };
}

const COOKIE_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const COOKIE_VALUE = /^[!#$%&'()*+\-./0-9:<=>?@A-Z[\]^_`a-z{|}~]*$/;

/** A `Set-Cookie` value; refuses a name or value a browser would misread. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  if (!COOKIE_NAME.test(name) || !COOKIE_VALUE.test(value)) throw new Error(`Bad cookie ${name}`);
  const parts = [`${name}=${value}`, `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`];
  parts.push(`Path=${options.path ?? '/'}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
  return parts.join('; ');
}

/** The cookies of a `Cookie` header (the first of each name wins, as browsers send the most specific first). */
export function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    let value = part.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (!cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

/**
 * The client's address: the socket's, or the first forwarded hop behind a trusted proxy. A trusted
 * proxy reaches the store from this machine or a private network (docs/deploy.md): a connection from
 * anywhere else came straight to a store whose port was left open, and its `X-Forwarded-For` is the
 * client's own words (a new address per login attempt), so its socket's address counts.
 */
export function clientAddressOf(request: Request, env: unknown, trustProxy: boolean): string | null {
  const address = (env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  const peer = typeof address === 'string' && address !== '' ? address.replace(/^::ffff:/, '') : null;
  if (trustProxy && (peer === null || isPrivateAddress(peer))) {
    const first = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (first && /^[0-9a-fA-F.:[\]]{2,64}$/.test(first)) return first;
  }
  return peer;
}

/** Builds the context of one request. */
export async function createRequestContext(
  deps: ContextDeps,
  request: Request,
  env?: unknown,
): Promise<RequestContext> {
  const { db, clock } = deps;
  const url = new URL(request.url);
  const token = bearerToken(request);
  const [city, session] = await Promise.all([
    findCity(db, { locationId: url.searchParams.get(CURRENT_CITY_PARAM) ?? undefined }),
    token ? sessionKeyOf(db).then((secret) => verifyAccessToken(token, secret, clock.now())) : null,
  ]);
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  let cookies: Map<string, string> | undefined;
  const clientAddress = clientAddressOf(request, env, deps.trustProxy);
  const responseHeaders: Array<[string, string]> = [];
  return {
    db,
    clock,
    city,
    session,
    request,
    url,
    messages: deps.messages,
    ...(deps.marketing ? { marketing: deps.marketing } : {}),
    payments: deps.payments,
    sendLimits: deps.sendLimits,
    clientAddress,
    limitedAddress: deps.demoSurfaces && isLocalClient(request, env) ? null : clientAddress,
    secure: url.protocol === 'https:' || forwardedProto === 'https',
    cookie(name) {
      cookies ??= parseCookies(request.headers.get('cookie'));
      return cookies.get(name);
    },
    setCookie(name, value, options) {
      responseHeaders.push(['Set-Cookie', serializeCookie(name, value, options)]);
    },
    responseHeaders,
  };
}
