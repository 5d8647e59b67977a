// Throughput and fairness under 50 concurrent clients: the built store (scripts/launcher.mjs) on
// PGlite in memory, and on PostgreSQL when TEST_DATABASE_URL is set; loopback only, bounded in
// requests and time. Prints req/s, p50, p99 and p99/p50 per page; asserts nothing (figures, not tests).
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '@verstak/server';
import { startStore } from '../../scripts/launcher.mjs';
import { percentile } from './percentile.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const MAX_REQUESTS = Number(process.env.BENCH_LOAD_REQUESTS ?? 3000);
const PRODUCTS = Number(process.env.BENCH_LOAD_PRODUCTS ?? 5000);
/** Which pages to drive (comma-separated: home, section, product); all by default. */
const PAGES = (process.env.BENCH_LOAD_PAGES ?? 'home,section,product').split(',');

const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });

/** GETs `path` on the store; resolves with the status once the whole body has arrived. */
function get(port, path) {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function getJson(port, path) {
  const { status, body } = await get(port, path);
  if (status !== 200) throw new Error(`${path} answered ${status}`);
  return JSON.parse(body).data;
}

/** CLIENTS loops requesting `pathOf(i)` until the time or request budget is spent. */
async function drive(port, pathOf) {
  // Warm-up: each path once, then one round of all clients at once. A store's very first burst of
  // concurrent requests costs it a few seconds once (new sockets, code paths compiled); that is not
  // how it serves under steady load, which is what the figures below are about.
  for (let i = 0; i < CLIENTS; i++) await get(port, pathOf(i));
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => get(port, pathOf(i))));
  const times = [];
  let issued = 0;
  let failed = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  // Enough rounds for a p99 even when a page takes seconds under load, but never past 3× the time.
  const more = () => {
    const now = performance.now();
    if (issued >= MAX_REQUESTS || now >= started + 3 * SECONDS * 1000) return false;
    return now < deadline || issued < 4 * CLIENTS;
  };
  const client = async () => {
    while (more()) {
      const i = issued++;
      const t = performance.now();
      try {
        const { status } = await get(port, pathOf(i));
        times.push(performance.now() - t);
        if (status !== 200) failed++;
      } catch {
        // A keep-alive socket the server closed as it was reused: counted, not timed.
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p99 = percentile(times, 99);
  return {
    requests: times.length,
    failed,
    rps: times.length / elapsed,
    p50,
    p99,
    max: times.at(-1),
    ratio: p99 / p50,
  };
}

async function benchStore(label, options) {
  const store = await startStore({
    port: 0,
    hostname: '127.0.0.1',
    products: PRODUCTS,
    log: () => {},
    ...options,
  });
  try {
    const { items: sections } = await getJson(store.port, '/api/v4/catalog/sections');
    const deepest = Math.max(...sections.map((s) => s.depth));
    const leaf = sections
      .filter((s) => s.depth === deepest)
      .sort((a, b) => b.productCount - a.productCount)[0];
    const { items: products } = await getJson(store.port, '/api/v4/catalog/products?perPage=48');
    const scenarios = [
      ['home', 'home page', () => '/'],
      ['section', 'section call', () => `/api/v4/pages/catalog/section?path=${encodeURIComponent(leaf.url)}`],
      ['product', 'product page', (i) => products[i % products.length].url],
    ].filter(([key]) => PAGES.includes(key));
    console.log(
      `\n${label}: ${CLIENTS} clients, ${SECONDS} s (at least ${4 * CLIENTS} requests, at most ${3 * SECONDS} s) or ${MAX_REQUESTS} requests per page (NODE_ENV=${process.env.NODE_ENV ?? ''})`,
    );
    for (const [, name, pathOf] of scenarios) {
      const r = await drive(store.port, pathOf);
      console.log(
        `  ${name.padEnd(13)} ${r.rps.toFixed(0).padStart(5)} req/s  p50 ${r.p50.toFixed(0).padStart(5)} ms  p99 ${r.p99
          .toFixed(0)
          .padStart(5)} ms  max ${r.max.toFixed(0).padStart(5)} ms  p99/p50 ${r.ratio.toFixed(2)}` +
          `  (${r.requests} requests${r.failed ? `, ${r.failed} not 200` : ''})`,
      );
    }
  } finally {
    await store.close();
  }
}

await benchStore('PGlite (in memory)', { dataDir: ':memory:' });

const url = process.env.TEST_DATABASE_URL;
if (url) {
  // A schema of its own, dropped afterwards, so the bench never touches other data.
  const schema = `verstak_bench_${process.pid}`;
  const admin = await openDatabase({ url, schema });
  try {
    const separator = url.includes('?') ? '&' : '?';
    const databaseUrl = `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    await benchStore('PostgreSQL (TEST_DATABASE_URL)', { databaseUrl });
  } finally {
    await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
  }
} else {
  console.log('\nPostgreSQL left out: set TEST_DATABASE_URL to measure it too.');
}
agent.destroy();
