import { lazy } from 'react';

/**
 * The order page's notice on a successful return from the payment provider, loaded after the page: only such
 * a return shows it, and it is always a page load, so the server renders the real one in its place
 * (build-plugins.ts serverIslands) and hydration keeps that HTML until this code has come.
 */
export const PaymentReturn = lazy(() =>
  import('./payment-return').then((m) => ({ default: m.PaymentReturn })),
);
