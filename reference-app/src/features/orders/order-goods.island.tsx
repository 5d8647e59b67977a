import { lazy } from 'react';

const load = () => import('./order-goods');
// Asked for as the page's code runs in a browser, not when the goods first render: the page reached by
// client navigation then seldom waits for it. (On the server this file is the real module.)
if (typeof window !== 'undefined') void load().catch(() => undefined);

/**
 * The order page's «Товары» section, loaded after the page: the server renders the real one in its
 * place (build-plugins.ts serverIslands), and hydration keeps that HTML until this code has come, so
 * nothing moves. Until then a click on a product's link is an ordinary link's.
 */
export const OrderGoods = lazy(() => load().then((m) => ({ default: m.OrderGoods })));
