import { lazy } from 'react';

const load = () => import('./filter-panel');
// Asked for as the page's code runs in a browser (on the server this file is the real module).
if (typeof window !== 'undefined') void load().catch(() => undefined);

/**
 * The listing's filter panel, loaded after the page (issue 17: the listing routes are at their
 * first-load budget): the server renders the real panel in place (build-plugins.ts serverIslands),
 * and hydration keeps that HTML until this code has come.
 */
export const FilterPanel = lazy(() => load().then((m) => ({ default: m.FilterPanel })));
