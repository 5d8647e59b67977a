// `npm run bench`: prints size and speed figures of every package; asserts nothing.
// Runs after `npm run build` (the npm script does it), each benchmark in its own process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const benches = [
  ['SDK size (gzip)', 'sdk/bench/size.mjs'],
  ['Storefront first-load JS per route (gzip)', 'tests/bench/routes.mjs'],
  ['CLI cold start', 'cli/bench/cold-start.mjs'],
  ['Section call latency on PGlite', 'tests/bench/section.mjs'],
  ['Search latency on PGlite (results, instant suggestions)', 'tests/bench/search.mjs'],
  ['Sitemap at 100k products on PGlite (first of a generation, then each file)', 'tests/bench/sitemap.mjs'],
  [
    'Listing latency on PGlite (brands, tags, sale, new, recommended, promotions, reviews…)',
    'tests/bench/listings.mjs',
  ],
  ['Login and refresh latency on PGlite', 'tests/bench/sessions.mjs'],
  ['Load: 50 concurrent clients on the store', 'tests/bench/load.mjs'],
  ['Commerce: 20 concurrent buyers (basket change p95, orders per second)', 'tests/bench/commerce.mjs'],
  ['Orders at scale: 1M orders, 100k accounts on PostgreSQL', 'tests/bench/orders-at-scale.mjs'],
  ['Cluster: 1 and 2 store processes behind nginx on one PostgreSQL', 'tests/bench/cluster.mjs'],
  [
    'Page SSR as a share of plain http serving (home, section, product), time to first and last byte',
    'tests/bench/ssr-share.mjs',
  ],
  ['Lighthouse mobile (simulated throttling)', 'tests/bench/lighthouse.mjs'],
];

let failed = 0;
for (const [title, script] of benches) {
  console.log(`\n== ${title}`);
  const path = resolve(root, script);
  if (!existsSync(path)) {
    console.log(`(missing: ${script})`);
    failed++;
    continue;
  }
  // Measured as `npm start` serves: in production mode unless told otherwise.
  const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
  const run = spawnSync(process.execPath, [path], { cwd: root, stdio: 'inherit', env });
  if (run.status !== 0) failed++;
}
process.exitCode = failed === 0 ? 0 : 1;
