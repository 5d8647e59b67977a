import { COOKIE_LIFETIME_SECONDS } from '../domain/constants';
import { readCookie } from './cookie-token-store';

/** Name of the cookie holding the browser's fingerprint (§9). */
export const FINGERPRINT_COOKIE = 'fingerprint';

/** A random id: a UUID where the platform has one, else 32 hex digits from `crypto.getRandomValues`. */
function randomId(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * The browser's fingerprint (§4.1, §9): a random id kept in the `fingerprint` cookie for one year,
 * made on first use. The server binds the refresh credential to it. Returns a reader to pass as
 * `createSession({ fingerprint })`; `document` and `randomId` are injectable for tests.
 */
export function cookieFingerprint(
  options: { document?: { cookie: string }; randomId?: () => string; name?: string } = {},
): () => string {
  const name = options.name ?? FINGERPRINT_COOKIE;
  const doc = options.document ?? (globalThis as { document?: { cookie: string } }).document;
  if (!doc) throw new Error('cookieFingerprint needs a document: pass { document } outside the browser');
  const make = options.randomId ?? randomId;
  return () => {
    const known = readCookie(doc.cookie, name);
    if (known && /^[\w-]{8,200}$/.test(known)) return known;
    const id = make();
    doc.cookie = `${name}=${encodeURIComponent(id)}; path=/; max-age=${COOKIE_LIFETIME_SECONDS}; samesite=lax`;
    return id;
  };
}
