// Time to answer /sitemap.xml and its parts at a 100k-product catalogue, in-process on PGlite: the
// first request of a catalogue generation (the walk of the catalogue and the rendering) and the
// following ones (the host joined into the rendered pieces). Prints figures; asserts nothing.
import { performance } from 'node:perf_hooks';
import { createApi, migrate, openDatabase, seed } from '@verstak/server';
import { percentile } from './percentile.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

const db = await openDatabase({});
await migrate(db);
const started = performance.now();
await seed(db, { products: PRODUCTS });
const seedSeconds = (performance.now() - started) / 1000;
const api = createApi({ db });

async function get(path) {
  const t = performance.now();
  const response = await api.fetch(new Request(`http://localhost:3000${path}`));
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return { ms: performance.now() - t, bytes: body.length, urls: body.split('<loc>').length - 1 };
}

const first = await get('/sitemap.xml');
console.log(
  `first /sitemap.xml of a generation @ ${PRODUCTS} products: ${first.ms.toFixed(0)} ms (seed ${seedSeconds.toFixed(0)} s)`,
);
const index = await get('/sitemap.xml');
const files = index.urls > 0 && index.bytes < 10_000 ? index.urls : 0;
for (const path of ['/sitemap.xml', ...Array.from({ length: files }, (_, i) => `/sitemap-${i + 1}.xml`)]) {
  const times = [];
  let last;
  for (let i = 0; i < RUNS; i++) {
    last = await get(path);
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${path}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${last.urls} addresses, ${(last.bytes / 1e6).toFixed(1)} MB)`,
  );
}
await db.close();
