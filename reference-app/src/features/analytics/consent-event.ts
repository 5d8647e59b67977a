/** The window event the cookie notice dispatches once the shopper saved a choice. */
export const CONSENT_EVENT = 'verstak:consent';
