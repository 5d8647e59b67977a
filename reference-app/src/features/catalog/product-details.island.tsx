import { lazy } from 'react';

const load = () => import('./product-details');
// Asked for as the page's code runs in a browser, not when the page first renders: the page reached by
// client navigation then seldom waits for it. (On the server this file is the real module.)
if (typeof window !== 'undefined') void load().catch(() => undefined);

/**
 * The product page's description, specification and stock (and ProductBuyFacts, the buy block's
 * warranty and key params), loaded after the page: static HTML that
 * the server renders in its place (build-plugins.ts serverIslands); hydration keeps that HTML until
 * this code has come, so nothing moves.
 */
export const ProductDetails = lazy(() => load().then((m) => ({ default: m.ProductDetails })));

/** The buy block's warranty and key params, loaded after the page as ProductDetails. */
export const ProductBuyFacts = lazy(() => load().then((m) => ({ default: m.ProductBuyFacts })));

/**
 * The sticky bar, loaded after the page as ProductDetails: it only matters once the shopper has
 * scrolled past the buy block.
 */
export const StickyProductBar = lazy(() => load().then((m) => ({ default: m.StickyProductBar })));
