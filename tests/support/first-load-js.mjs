// First-load JS (gzip) of the built storefront, read from Vite's manifest of the client build: what
// a browser fetches before a page can hydrate. The entry is the client entry and its static imports;
// a route is the entry plus its page chunk (a `*-page.tsx` dynamic entry), one route definition of
// that page (loader, head and prime, which hydration loads with the page; the build lists them in
// .vite/route-definitions.json, see routeTable in reference-app/build-plugins.ts) and their static
// imports; a page several routes show counts with its heaviest definition. Each file counts gzipped on its own, as the server sends it. Shared by the budget test
// (tests/budgets/storefront-budget.test.ts) and `npm run bench` (tests/bench/routes.mjs), so both
// measure the same bytes.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Where the client build of the storefront is, from the repository root. */
export const CLIENT_DIR = 'reference-app/dist/client';

/**
 * Entry and route figures of the client build under `clientDir`; throws, saying to build first,
 * when there is no manifest.
 */
export function firstLoadJs(clientDir) {
  const manifestPath = resolve(clientDir, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`No client build at ${clientDir}: run \`npm run build -w @verstak/reference-app\` first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const gzipBytes = new Map();
  const chunkOf = (key) => {
    if (!gzipBytes.has(key))
      gzipBytes.set(key, gzipSync(readFileSync(resolve(clientDir, manifest[key].file))).length);
    return { key, file: manifest[key].file, kb: gzipBytes.get(key) / 1024 };
  };
  const closure = (key, seen) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const figure = (name, keys) => {
    const chunks = [...keys].map(chunkOf).sort((a, b) => b.kb - a.kb);
    return { name, kb: chunks.reduce((sum, chunk) => sum + chunk.kb, 0), chunks };
  };

  // Written by the build (routeTable in reference-app/build-plugins.ts): page key → its route definitions' keys.
  const definitionsPath = resolve(clientDir, '.vite/route-definitions.json');
  const definitionsByPage = existsSync(definitionsPath)
    ? JSON.parse(readFileSync(definitionsPath, 'utf8'))
    : {};
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error(`The manifest of ${clientDir} names no entry`);
  const entryKeys = closure(entryKey, new Set());
  const entry = figure(entryKey, entryKeys);
  const routes = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && /-page\.tsx$/.test(key))
    .sort()
    .map((key) => {
      // A route is the page with one route definition (its loader, head and prime), which hydration
      // loads with the page. A page that several routes show (the listing block: sections, brands,
      // search, sale…) is measured with each of its definitions, and the heaviest stands for it.
      const definitions = definitionsByPage[key] ?? [];
      let heaviest;
      for (const definition of definitions.length > 0 ? definitions : [undefined]) {
        const seen = new Set(entryKeys);
        for (const k of definition ? [key, definition] : [key]) closure(k, seen);
        const own = [...seen].filter((k) => !entryKeys.has(k));
        const route = { ...figure(key, [...entryKeys, ...own]), own: figure(key, own), definition };
        if (!heaviest || route.kb > heaviest.kb) heaviest = route;
      }
      return heaviest;
    });
  return { entry, routes };
}

/** `name 12.3 KB` for the `count` biggest chunks of a figure. */
export function biggestChunks(figure, count = 5) {
  return figure.chunks
    .slice(0, count)
    .map((chunk) => `${chunk.key} ${chunk.kb.toFixed(1)} KB`)
    .join(', ');
}
