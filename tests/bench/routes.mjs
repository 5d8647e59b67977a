// First-load JS (gzip) of the storefront: the shared entry and every route (the entry, the route's
// page chunk and their static imports), against the budgets of budgets.json that
// tests/budgets/storefront-budget.test.ts enforces; the same figures, from the same code.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { biggestChunks, CLIENT_DIR, firstLoadJs } from '../support/first-load-js.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const budgets = JSON.parse(readFileSync(resolve(root, 'budgets.json'), 'utf8'));
const { entry, routes } = firstLoadJs(resolve(root, CLIENT_DIR));

const verdict = (kb, budget) => `${kb <= budget ? 'within' : 'OVER'} ${budget} KB`;
const share = (kb, budget) => `${((kb / budget) * 100).toFixed(0)}%`;

console.log(
  `entry ${entry.name}: ${entry.kb.toFixed(1)} KB (${share(entry.kb, budgets.entryKb)} of the ${budgets.entryKb} KB budget, ${verdict(entry.kb, budgets.entryKb)}); chunks: ${biggestChunks(entry)}`,
);
for (const route of routes)
  console.log(
    `${route.name}: ${route.kb.toFixed(1)} KB = entry + ${route.own.kb.toFixed(1)} ` +
      `(${share(route.kb, budgets.routeKb)} of the ${budgets.routeKb} KB budget, ${verdict(route.kb, budgets.routeKb)})` +
      (route.own.chunks.length > 0 ? `; own chunks: ${biggestChunks(route.own)}` : ''),
  );
const largest = routes.reduce((a, b) => (b.kb > a.kb ? b : a));
const over = routes.filter((route) => route.kb > budgets.routeKb).length;
console.log(
  `largest route ${largest.name} ${largest.kb.toFixed(1)} KB; ${over} of ${routes.length} routes over ${budgets.routeKb} KB`,
);
