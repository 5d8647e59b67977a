import { lazy } from 'react';

const load = () => import('./article-comments');
// Asked for as the page's code runs in a browser (on the server this file is the real module).
if (typeof window !== 'undefined') void load().catch(() => undefined);

/**
 * An article's comments with their form and votes, loaded after the page: the server renders the real
 * one in place (build-plugins.ts serverIslands), and hydration keeps that HTML until this code has
 * come, so the article's own chunk stays within its first-load budget.
 */
export const ArticleComments = lazy(() => load().then((m) => ({ default: m.ArticleComments })));
