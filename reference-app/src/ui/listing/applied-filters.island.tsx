import { lazy } from 'react';

const load = () => import('./applied-filters');
// Asked for as the page's code runs in a browser (on the server this file is the real module).
if (typeof window !== 'undefined') void load().catch(() => undefined);

/**
 * The applied filters' chips, loaded after the page (the listing routes are at their first-load
 * budget): the server renders the real chips in place (build-plugins.ts serverIslands), plain links
 * that work before this code has come, and hydration keeps that HTML until it has.
 */
export const AppliedFilters = lazy(() => load().then((m) => ({ default: m.AppliedFilters })));
