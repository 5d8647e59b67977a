// Latency of the search on PGlite at 100k products (issue 17): the results page (GET /pages/search) and
// the instant suggestions (GET /catalog/search, the last word a prefix), over a mix of queries as
// shoppers type them (stems, typos, the wrong layout, brands in either alphabet, articles, nothing),
// repeated, and over queries asked for the first time (each once). Prints p50/p95 beside the aims and
// the load average; asserts nothing (figures, not tests).
import { loadavg } from 'node:os';
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

/**
 * Queries no one asked before (issue 17: the aims hold for FIRST-TIME queries too): the catalogue's
 * own words, alone, with a brand, two together, with a letter dropped (a typo) and in the wrong layout,
 * shuffled; each is timed once. `typing` cuts the last word to a prefix, as the instant search sees it.
 */
async function firstTimeQueries(db, count, typing) {
  const terms = (await db.query('SELECT term FROM search_terms ORDER BY md5(term) LIMIT 400')).map(
    (r) => r.term,
  );
  const brands = ['makita', 'bosch', 'dewalt', 'макита', 'интерскол', 'metabo'];
  const toLatin = {
    й: 'q',
    ц: 'w',
    у: 'e',
    к: 'r',
    е: 't',
    н: 'y',
    г: 'u',
    ш: 'i',
    щ: 'o',
    з: 'p',
    ф: 'a',
    ы: 's',
    в: 'd',
    а: 'f',
    п: 'g',
    р: 'h',
    о: 'j',
    л: 'k',
    д: 'l',
    я: 'z',
    ч: 'x',
    с: 'c',
    м: 'v',
    и: 'b',
    т: 'n',
    ь: 'm',
  };
  const seen = new Set();
  const out = [];
  for (let i = 0; out.length < count && i < count * 4; i++) {
    const a = terms[i % terms.length];
    const b = terms[(i * 7 + 3) % terms.length];
    const kind = i % 5;
    let q =
      kind === 0
        ? a
        : kind === 1
          ? `${a} ${brands[i % brands.length]}`
          : kind === 2
            ? `${a} ${b}`
            : kind === 3
              ? a.length > 5
                ? a.slice(0, 2) + a.slice(3)
                : `${a} ${b}`
              : [...a].map((c) => toLatin[c] ?? c).join('');
    if (typing) {
      const words = q.split(' ');
      const last = words.pop();
      q = [...words, last.slice(0, Math.max(2, Math.ceil(last.length / 2)))].join(' ');
    }
    if (!seen.has(q)) {
      seen.add(q);
      out.push(q);
    }
  }
  return out;
}

/** Times each of `queries` once (each asked for the first time); sorted times in ms. */
async function timeOnce(api, path, queries, extra = {}) {
  const times = [];
  for (const q of queries) {
    const t = performance.now();
    await get(api, path, { q, ...extra });
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
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
  const firstResults = await timeOnce(api, '/pages/search', await firstTimeQueries(db, RUNS, false));
  const firstInstant = await timeOnce(api, '/catalog/search', await firstTimeQueries(db, RUNS, true), {
    limit: '6',
  });
  await db.close();
  return { products, seedSeconds, results, instant, firstResults, firstInstant, found };
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
    console.log(
      `search results, first-time queries @ ${products} products: p50 ${percentile(r.firstResults, 50).toFixed(1)} ms, p95 ${percentile(r.firstResults, 95).toFixed(1)} ms (aim p95 ≤ 50 ms; ${r.firstResults.length} queries, each once)`,
    );
    console.log(
      `instant suggestions, first-time queries @ ${products} products: p50 ${percentile(r.firstInstant, 50).toFixed(1)} ms, p95 ${percentile(r.firstInstant, 95).toFixed(1)} ms (aim p95 ≤ 30 ms; ${r.firstInstant.length} queries, each once)`,
    );
    console.log(
      `  load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(`  found: ${r.found.join(', ')}`);
  }
}
