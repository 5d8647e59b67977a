import { lazy } from 'react';

/** The islands' chunk; the product page asks for it as soon as its own code runs in a browser. */
export const loadProductDetails = () => import('./product-details');

/**
 * The product page's description, specification and stock (and ProductBuyFacts, the buy block's
 * warranty and key params), loaded after the page: static HTML that
 * the server renders in its place (build-plugins.ts serverIslands); hydration keeps that HTML until
 * this code has come, so nothing moves.
 */
export const ProductDetails = lazy(() => loadProductDetails().then((m) => ({ default: m.ProductDetails })));

/** The buy block's warranty and key params, loaded after the page as ProductDetails. */
export const ProductBuyFacts = lazy(() => loadProductDetails().then((m) => ({ default: m.ProductBuyFacts })));

/**
 * The sticky bar, loaded after the page as ProductDetails: it only matters once the shopper has
 * scrolled past the buy block.
 */
export const StickyProductBar = lazy(() =>
  loadProductDetails().then((m) => ({ default: m.StickyProductBar })),
);
