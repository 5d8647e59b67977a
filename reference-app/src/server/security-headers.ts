import { RESOURCE_SECURITY_HEADERS, VIDEO_EMBED_ORIGINS } from '@verstak/sdk';

/** A fresh CSP nonce for one HTML response. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/**
 * The page's Content-Security-Policy: scripts only from this origin or carrying the response's nonce
 * (the inlined state), no plugins, no framing by other sites. Styles allow inline because React
 * writes `style` attributes and the critical CSS is inlined; scripts never do. Frames only of this
 * origin and of the video players a video's facade opens on click.
 */
export function pagePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `frame-src 'self' ${Object.values(VIDEO_EMBED_ORIGINS).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Sets the security headers every answer carries; a page's own (nonce) policy is kept. */
export function setSecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(RESOURCE_SECURITY_HEADERS)) {
    if (name !== 'Content-Security-Policy' || !headers.has(name)) headers.set(name, value);
  }
}
