import { lazy } from 'react';

const load = () => import('./brand-index');
// Asked for as the page's code runs in a browser (on the server this file is the real module).
if (typeof window !== 'undefined') void load().catch(() => undefined);

/**
 * The brands page's letters and tiles, loaded after the page: plain links that the server renders in
 * place (build-plugins.ts serverIslands); hydration keeps that HTML until this code has come.
 */
export const BrandIndex = lazy(() => load().then((m) => ({ default: m.BrandIndex })));
