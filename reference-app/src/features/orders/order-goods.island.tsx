import { lazy } from 'react';

/** The chunk of an order's goods; the order page asks for it as soon as its own code runs in a browser. */
export const loadOrderGoods = () => import('./order-goods');

/**
 * The order page's «Товары» section, loaded after the page: the server renders the real one in its
 * place (build-plugins.ts serverIslands), and hydration keeps that HTML until this code has come, so
 * nothing moves. Until then a click on a product's link is an ordinary link's.
 */
export const OrderGoods = lazy(() => loadOrderGoods().then((m) => ({ default: m.OrderGoods })));
