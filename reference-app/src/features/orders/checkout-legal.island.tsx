import { lazy } from 'react';

/**
 * A legal buyer's «Организация» section, loaded after the page: most buyers are not legal entities.
 * The server renders the real one in its place (build-plugins.ts serverIslands), and the client's
 * hydration keeps that HTML until this code has come, so nothing moves.
 */
export const CheckoutLegal = lazy(() =>
  import('./checkout-legal').then((m) => ({ default: m.CheckoutLegal })),
);
