import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// The store keeps no secret it hands out: refresh credentials, codes, login hashes and reset tokens
// are stored as SHA-256 digests and compared in constant time.

/** A fresh opaque secret: `bytes` random bytes as base64url (32 bytes: 43 characters). */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A one-time code of `digits` decimal digits, uniformly drawn. */
export function randomCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** The SHA-256 digest of a secret, as base64url. */
export function digestOf(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('base64url');
}

/** Whether two digests are equal, in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A timestamp for a `timestamptz` parameter. */
export function at(ms: number): string {
  return new Date(ms).toISOString();
}
