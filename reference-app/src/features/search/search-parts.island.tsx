import { lazy } from 'react';

const load = () => import('./search-parts');
// Asked for as the page's code runs in a browser (on the server this file is the real module).
if (typeof window !== 'undefined') void load().catch(() => undefined);

/**
 * The search screen's own parts, loaded after the page: the server renders the real ones in place
 * (build-plugins.ts serverIslands), and hydration keeps that HTML until this code has come.
 */
export const SearchNamed = lazy(() => load().then((m) => ({ default: m.SearchNamed })));
export const SearchEmpty = lazy(() => load().then((m) => ({ default: m.SearchEmpty })));
