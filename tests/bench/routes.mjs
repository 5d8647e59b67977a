// First-load JS (gzip) of the storefront's routes: the client entry, its static imports, and the
// route's own chunk with its static imports, read from Vite's manifest. Figures, and the issue 9 aim
// for the cart and checkout (≤ 100 KB each, §5 of the issue) said plainly with the chunks behind it.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const clientDir = resolve(root, 'reference-app/dist/client');
const manifest = JSON.parse(readFileSync(resolve(clientDir, '.vite/manifest.json'), 'utf8'));
const BUDGET_KB = 100;

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

function gzipKb(keys) {
  let bytes = 0;
  for (const key of keys) bytes += gzipSync(readFileSync(resolve(clientDir, manifest[key].file))).length;
  return bytes / 1024;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
const entryKb = gzipKb(entry);
console.log(`entry ${entryKey}: ${entryKb.toFixed(1)} KB`);
/** The commerce routes whose first-load JS issue 9 bounds. */
const BOUNDED = [
  'src/features/basket/personal-cart-page.tsx',
  'src/features/orders/personal-order-make-page.tsx',
];

const routes = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && /-page\.tsx$/.test(k));
for (const route of routes) {
  const keys = closure(route, new Set(entry));
  const kb = gzipKb(keys);
  console.log(
    `${route}: ${kb.toFixed(1)} KB first-load JS (${((kb / BUDGET_KB) * 100).toFixed(0)}% of the ${BUDGET_KB} KB aim)`,
  );
}

for (const route of BOUNDED) {
  if (!manifest[route]) {
    console.log(`${route}: not in the build`);
    continue;
  }
  const keys = closure(route, new Set(entry));
  const own = [...keys].filter((k) => !entry.has(k));
  const kb = gzipKb(keys);
  const parts = own.map((k) => `${k} ${gzipKb([k]).toFixed(1)}`).join(', ');
  console.log(
    `${kb <= BUDGET_KB ? 'within' : 'OVER'} the ${BUDGET_KB} KB aim: ${route} ${kb.toFixed(1)} KB = entry ${entryKb.toFixed(1)} + ${parts}`,
  );
}
