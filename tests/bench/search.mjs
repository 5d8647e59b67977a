// Latency of the search on PGlite at 100k products (issue 17): the results page (GET /pages/search) and
// the instant suggestions (GET /catalog/search, the last word a prefix), over a mix of queries as
// shoppers type them (stems, typos, the wrong layout, brands in either alphabet, articles, nothing).
// Prints p50/p95 beside the aims; asserts nothing (figures, not tests).
import { performance } from 'node:perf_hooks';
import { createApi, migrate, openDatabase, seed } from '@verstak/server';
import { percentile } from './percentile.mjs';

const sizes = (process.env.BENCH_SIZES ?? '100000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);

/** What shoppers type, finished (results) — an article is added from the catalogue. */
const QUERIES = [
  'дрель',
  'дрели makita',
  'шуроповерт',
  'перфаратор',
  'lhtkm',
  'макита',
  'болгарка',
  'бензопила штиль',
  'отвертка',
  'пила циркулярная',
  'qqqzzzxw',
];
/** The same while typing (instant suggestions). */
const TYPING = ['дре', 'шуруп', 'перфор', 'lhtk', 'мак', 'makita ак', 'бенз', 'отв', 'пила ц', 'ст'];

async function get(api, path, params) {
  const query = new URLSearchParams(params).toString();
  const response = await api.fetch(new Request(`http://bench.local/api/v4${path}?${query}`));
  const body = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data;
}

/** Times `runs` calls (after a few warm-up calls), cycling through `queries`; sorted times in ms. */
async function time(api, path, queries, runs, extra = {}) {
  for (let i = 0; i < Math.min(20, runs); i++)
    await get(api, path, { q: queries[i % queries.length], ...extra });
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await get(api, path, { q: queries[i % queries.length], ...extra });
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

export async function benchSearch(products) {
  // BENCH_DATA_DIR keeps the seeded store between runs (seeding 100k products takes minutes).
  const dataDir = process.env.BENCH_DATA_DIR;
  const db = await openDatabase(dataDir ? { dataDir } : {});
  await migrate(db);
  const seedStart = performance.now();
  const [{ n }] = await db.query('SELECT count(*)::int AS n FROM products');
  if (n !== products) await seed(db, { products });
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const api = createApi({ db });
  const [row] = await db.query(
    "SELECT short_title FROM products WHERE short_title ~ '[0-9]' ORDER BY id LIMIT 1",
  );
  const article = row.short_title.split(' ').at(-1);
  const queries = [...QUERIES, article, `${article.slice(0, 2)}-${article.slice(2)}`];
  const found = [];
  for (const q of queries) found.push(`${q} ${(await get(api, '/pages/search', { q })).pagination.total}`);
  const results = await time(api, '/pages/search', queries, RUNS);
  const instant = await time(api, '/catalog/search', TYPING, RUNS, { limit: '6' });
  await db.close();
  return { products, seedSeconds, results, instant, found };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const products of sizes) {
    const r = await benchSearch(products);
    console.log(
      `search results @ ${products} products: p50 ${percentile(r.results, 50).toFixed(1)} ms, p95 ${percentile(r.results, 95).toFixed(1)} ms (aim p95 ≤ 50 ms; seed ${r.seedSeconds.toFixed(1)} s)`,
    );
    console.log(
      `instant suggestions @ ${products} products: p50 ${percentile(r.instant, 50).toFixed(1)} ms, p95 ${percentile(r.instant, 95).toFixed(1)} ms (aim p95 ≤ 30 ms)`,
    );
    console.log(`  found: ${r.found.join(', ')}`);
  }
}
