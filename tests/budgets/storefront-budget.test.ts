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

/** Every page module of the storefront's sources, as its manifest key (`src/…-page.tsx`); the server's renderer is none. */
const pageModules = readdirSync(join(repoRoot, 'reference-app/src'), { recursive: true })
  .map((path) => `src/${String(path).split('\\').join('/')}`)
  .filter((key) => key.endsWith('-page.tsx') && !key.startsWith('src/server/'))
  .sort();

describe('the storefront within its first-load JS budgets (budgets.json, gzip)', () => {
  it('the shared entry', () => {
    expect(
      entry.kb,
      `the entry ${entry.name}: ${entry.kb.toFixed(1)} KB, over its ${budgets.entryKb} KB budget; biggest chunks: ${biggestChunks(entry)}`,
    ).toBeLessThanOrEqual(budgets.entryKb);
  });

  it('measures every page of the sources as a route chunk of the build', () => {
    expect(routes.map((route) => route.name)).toEqual(pageModules);
  });

  it.each(routes.map((route) => [route.name, route] as const))('%s', (name, route) => {
    expect(
      route.kb,
      `${name}: ${route.kb.toFixed(1)} KB first-load JS, over its ${budgets.routeKb} KB budget; ` +
        `entry ${entry.kb.toFixed(1)} KB + its own ${route.own.kb.toFixed(1)} KB; biggest chunks: ${biggestChunks(route)}`,
    ).toBeLessThanOrEqual(budgets.routeKb);
  });
});
