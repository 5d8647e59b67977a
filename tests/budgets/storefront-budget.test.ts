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
 * Not yet within the budget, each held to its figure (KB, rounded up to 0.1): it fails if one of them
 * grows, and once one fits (take it off then). Empty since issue 16's work brought the entry and every
 * route within; a page that one day cannot fit at once goes here with its figure, never the budget up.
 */
const NOT_YET_WITHIN: Record<string, number> = {};

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
