// The two devices the browser journeys run on. bypassCSP lets axe-core be injected into pages that
// carry a nonce-only Content-Security-Policy.

/** A 390 px phone with touch. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  bypassCSP: true,
} as const;

/** A 1280 px desktop. */
export const DESKTOP = { viewport: { width: 1280, height: 900 }, bypassCSP: true } as const;
