import { createHmac, timingSafeEqual } from 'node:crypto';

// The provider's signing scheme, shared by both ends: the sandbox signs what it sends the store (the
// payment notifications) and the store signs what it sends the sandbox (payment creation). The
// signature is HMAC-SHA256 over `<timestamp>.<body>` with the shared secret, as lowercase hex; the
// timestamp (Unix seconds) travels in its own header, so a captured message cannot be replayed after
// the window, and signing the raw body means any change to it breaks the signature.

/** The header carrying the signature (`sha256=<hex>`). */
export const SIGNATURE_HEADER = 'X-Payment-Signature';
/** The header carrying the signing time, Unix seconds. */
export const TIMESTAMP_HEADER = 'X-Payment-Timestamp';
/** How far the signing time may be from the receiver's clock, either way. */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

/** The signature of `body` signed at `timestampSeconds`, as the header carries it. */
export function sign(secret: string, timestampSeconds: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex')}`;
}

/** The two headers of a message signed now. */
export function signedHeaders(secret: string, nowMs: number, body: string): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  return { [SIGNATURE_HEADER]: sign(secret, timestamp, body), [TIMESTAMP_HEADER]: String(timestamp) };
}

/** Why a signed message was refused, or `ok`. */
export type SignatureCheck = 'ok' | 'missing' | 'stale' | 'bad_signature';

/**
 * Checks a message's signature and signing time against `nowMs`: the comparison takes the same time
 * whatever the bytes (timing-safe), and a time outside the window is refused before anything else.
 */
export function verifySignature(
  secret: string,
  headers: { signature: string | null; timestamp: string | null },
  body: string,
  nowMs: number,
): SignatureCheck {
  const { signature, timestamp } = headers;
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return 'missing';
  const seconds = Number(timestamp);
  if (Math.abs(nowMs - seconds * 1000) > SIGNATURE_WINDOW_MS) return 'stale';
  const expected = Buffer.from(sign(secret, seconds, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad_signature';
  return 'ok';
}
