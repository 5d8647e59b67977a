/** A fresh CSP nonce for one HTML response. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/**
 * The page's Content-Security-Policy: scripts only from this origin or carrying the response's nonce
 * (the inlined state), no plugins, no framing by other sites. Styles allow inline because React
 * writes `style` attributes and the critical CSS is inlined; scripts never do.
 */
export function pagePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The policy of everything that is not a page (API answers, assets, images): nothing runs from it. */
const RESOURCE_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** Sets the security headers every answer carries; a page's own (nonce) policy is kept. */
export function setSecurityHeaders(headers: Headers): void {
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', RESOURCE_POLICY);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
}
