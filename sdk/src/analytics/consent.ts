// The shopper's cookie consent (the cookie notice, §2.9): necessary cookies are always on; analytics
// and marketing trackers load only once their category is accepted. Kept in a cookie for a year (§9).

/** A category of tracker the shopper accepts or not. «Необходимые» are always on and not a choice. */
export type ConsentCategory = 'analytics' | 'marketing';

/** The shopper's choice. */
export type Consent = Readonly<Record<ConsentCategory, boolean>>;

/** The cookie the choice is kept in. */
export const CONSENT_COOKIE = 'verstak_consent';

/** How long the choice is kept, seconds: a year (§9 cookie lifetime). */
export const CONSENT_MAX_AGE_S = 31_536_000;

/** The kept form: `v1.` and a digit for analytics then one for marketing, e.g. `v1.10`. */
const KEPT = /^v1\.([01])([01])$/;

/** The cookie's value for a choice. */
export function consentValue(consent: Consent): string {
  return `v1.${consent.analytics ? 1 : 0}${consent.marketing ? 1 : 0}`;
}

/**
 * The choice a cookie value keeps, or null when there is none: anything but the exact kept form
 * (garbage, a forged or huge value) is no choice, so no tracker loads and the notice asks again.
 */
export function parseConsent(value: string | null | undefined): Consent | null {
  if (typeof value !== 'string' || value.length > 8) return null;
  const kept = KEPT.exec(value);
  return kept ? { analytics: kept[1] === '1', marketing: kept[2] === '1' } : null;
}

/** The choice in a `Cookie` header or `document.cookie`, or null (see {@link parseConsent}). */
export function readConsent(cookies: string | null | undefined): Consent | null {
  if (typeof cookies !== 'string') return null;
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === CONSENT_COOKIE) return parseConsent(part.slice(at + 1).trim());
  }
  return null;
}

/**
 * The `document.cookie` assignment that keeps a choice for a year, on the whole site; `domain` shares
 * it across the cities' subdomains (§4.3) when the store has them.
 */
export function consentCookie(
  consent: Consent,
  { secure = false, domain }: { secure?: boolean; domain?: string | undefined } = {},
): string {
  return `${CONSENT_COOKIE}=${consentValue(consent)}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/${domain ? `; Domain=${domain}` : ''}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
