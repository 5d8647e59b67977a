// The storefront's first-load JS budgets (budgets.json), gzip, on the client build `npm test` makes
// first: the shared entry, and every route (the entry plus its page chunk and what that imports).
// A failure names the route, its KB against the budget and its biggest chunks, so whoever grew it
// knows where to look; `npm run bench` prints the same figures for every route.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { biggestChunks, CLIENT_DIR, firstLoadJs } from '../support/first-load-js.mjs';
import { repoRoot } from '../support/repo-root';

const budgets = JSON.parse(readFileSync(join(repoRoot, 'budgets.json'), 'utf8')) as {
  routeKb: number;
  entryKb: number;
};
const { entry, routes } = firstLoadJs(join(repoRoot, CLIENT_DIR));

/**
 * Not yet within the budget (issue 16 is open for them), each held to its figure when the session that
 * wrote the budgets ended (KB, rounded up to 0.1): it fails if one of them grows, and once one fits (take it off then). The budget itself does
 * not move; this list only shrinks.
 */
const NOT_YET_WITHIN: Record<string, number> = {
  'src/entry-client.tsx': 80.3,
  'src/features/account/personal-settings-page.tsx': 87.4,
  'src/features/compare/compare-page.tsx': 87.6,
  'src/features/favorites/personal-favorites-page.tsx': 87.5,
  'src/features/orders/personal-order-make-page.tsx': 88.7,
  'src/ui/listing/listing-page.tsx': 88.4,
  // The search results are the listing screen plus their route's definition (0.3 KB; the search's own
  // parts are an island): within 86 KB when the listing is.
  'src/features/search/search-page.tsx': 88.9,
};

/** The KB `name` is held to: its ceiling while it is on NOT_YET_WITHIN, else `budget`. */
const allowed = (name: string, budget: number) => NOT_YET_WITHIN[name] ?? budget;

/** Every page module of the storefront's sources, as its manifest key (`src/…-page.tsx`); the server's renderer is none. */
const pageModules = readdirSync(join(repoRoot, 'reference-app/src'), { recursive: true })
  .map((path) => `src/${String(path).split('\\').join('/')}`)
  .filter((key) => key.endsWith('-page.tsx') && !key.startsWith('src/server/'))
  .sort();

describe('the storefront within its first-load JS budgets (budgets.json, gzip)', () => {
  it('the shared entry', () => {
    expect(
      entry.kb,
      `the entry ${entry.name}: ${entry.kb.toFixed(1)} KB, over ${allowed(entry.name, budgets.entryKb)} KB (budget ${budgets.entryKb}); biggest chunks: ${biggestChunks(entry)}`,
    ).toBeLessThanOrEqual(allowed(entry.name, budgets.entryKb));
  });

  it('keeps on NOT_YET_WITHIN only what is still over its budget', () => {
    const over = new Set([
      ...(entry.kb > budgets.entryKb ? [entry.name] : []),
      ...routes.filter((route) => route.kb > budgets.routeKb).map((route) => route.name),
    ]);
    expect(
      Object.keys(NOT_YET_WITHIN).filter((name) => !over.has(name)),
      'within the budget now: take them off NOT_YET_WITHIN',
    ).toEqual([]);
  });

  it('measures every page of the sources as a route chunk of the build', () => {
    expect(routes.map((route) => route.name)).toEqual(pageModules);
  });

  it.each(routes.map((route) => [route.name, route] as const))('%s', (name, route) => {
    expect(
      route.kb,
      `${name}: ${route.kb.toFixed(1)} KB first-load JS, over ${allowed(name, budgets.routeKb)} KB (budget ${budgets.routeKb}); ` +
        `entry ${entry.kb.toFixed(1)} KB + its own ${route.own.kb.toFixed(1)} KB; biggest chunks: ${biggestChunks(route)}`,
    ).toBeLessThanOrEqual(allowed(name, budgets.routeKb));
  });
});
