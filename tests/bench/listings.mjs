// Latency of the listings of issue 17 on PGlite at 100k products: the brands page, a brand, a brand
// section, a brand tag, a catalogue tag, the sale and a sale section, the new arrivals, the recommended,
// a promotion, the promo codes page, the discharged goods and the review pages. Each is called over
// several scopes, pages and sorts (not one URL repeated), after a few warm-up calls. Prints p50/p95
// beside the aim (p95 ≤ 30 ms) and the load average; asserts nothing (figures, not tests).
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createApi, migrate, openDatabase, seed } from '@verstak/server';
import { percentile } from './percentile.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 120);
const AIM_MS = 30;

async function get(api, path, params = {}) {
  const query = new URLSearchParams(params).toString();
  const response = await api.fetch(
    new Request(`http://bench.local/api/v4${path}${query ? `?${query}` : ''}`),
  );
  const body = await response.json();
  if (!response.ok) throw new Error(`${path}?${query} answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data;
}

/** Times `runs` calls cycling through `calls` ([path, params]) after a warm-up round; sorted ms. */
async function time(api, calls, runs) {
  for (const [path, params] of calls.slice(0, 5)) await get(api, path, params);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const [path, params] = calls[i % calls.length];
    const t = performance.now();
    await get(api, path, params);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

/** Pages 1–3 and the sorts, over each of `scopes` (params naming the scope). */
function variants(path, scopes) {
  const sorts = [undefined, 'price-asc', 'new'];
  const calls = [];
  for (let page = 1; page <= 3; page++)
    for (const sort of sorts)
      for (const scope of scopes)
        calls.push([path, { ...scope, page: String(page), ...(sort ? { sort } : {}) }]);
  return calls;
}

/** The listings, with scopes picked from the seeded store. */
async function listingsOf(db) {
  const rows = async (sql) => (await db.query(sql)).map((r) => Object.values(r)[0]);
  const brands = await rows(`SELECT b.code FROM brands b JOIN products p ON p.brand_id = b.id
    GROUP BY b.code ORDER BY count(*) DESC LIMIT 4`);
  const brandSections = await db.query(`SELECT b.code AS brand, s.code AS section FROM products p
    JOIN brands b ON b.id = p.brand_id JOIN sections s ON s.id = p.top_id
    GROUP BY b.code, s.code ORDER BY count(*) DESC LIMIT 4`);
  const tags = await rows('SELECT code FROM catalog_tags ORDER BY code LIMIT 4');
  const brandTags = await rows('SELECT code FROM brand_tags ORDER BY code LIMIT 4');
  const promotions = await rows('SELECT code FROM promotions ORDER BY code LIMIT 4');
  const sectionUrls = (await get(createApiOnce(db), '/catalog/sections')).items
    .filter((s) => s.depth <= 2)
    .sort((a, b) => b.productCount - a.productCount)
    .slice(0, 4)
    .map((s) => s.url);
  const reviewId = (
    await rows("SELECT id FROM product_reviews WHERE status = 'published' ORDER BY id LIMIT 1")
  )[0];
  return [
    ['brands', [['/pages/manufacturers', {}]]],
    [
      'brand',
      variants(
        `/pages/manufacturers/{code}`,
        brands.map((code) => ({ code })),
      ),
    ],
    [
      'brand section',
      variants(
        '/pages/manufacturers/{code}/{section}',
        brandSections.map((r) => ({ code: r.brand, section: r.section })),
      ),
    ],
    [
      'brand tag',
      variants(
        '/brands/tag/{code}/',
        brandTags.map((code) => ({ code })),
      ),
    ],
    [
      'catalogue tag',
      variants(
        '/pages/catalog/tag/{code}',
        tags.map((code) => ({ code })),
      ),
    ],
    ['sale', variants('/pages/sale', [{}])],
    [
      'sale section',
      variants(
        '/pages/sale/section',
        sectionUrls.map((path) => ({ path })),
      ),
    ],
    ['new arrivals', variants('/pages/catalog/new', [{}])],
    ['recommended', variants('/pages/catalog/recommended', [{}])],
    [
      'promotion',
      variants(
        '/pages/promos/{code}',
        promotions.map((code) => ({ code })),
      ),
    ],
    ['promo codes', [['/pages/promo-code', {}]]],
    ['discharged goods', [1, 2, 3].map((page) => ['/pages/discharged-goods/', { page: String(page) }])],
    ['reviews', [1, 2, 3].map((page) => ['/pages/reviews', { page: String(page) }])],
    [
      'reviews by section',
      variants(
        '/pages/reviews/section',
        sectionUrls.map((path) => ({ path })),
      ).filter(([, p]) => !p.sort),
    ],
    [
      'reviews by brand',
      variants(
        '/pages/reviews/brand',
        brands.map((brand) => ({ brand })),
      ).filter(([, p]) => !p.sort),
    ],
    [
      'reviews by brand and section',
      brandSections.map((r) => [
        '/pages/reviews/brand-section',
        { brand: r.brand, path: `/catalog/${r.section}/` },
      ]),
    ],
    ['one review', reviewId ? [['/pages/review', { id: String(reviewId) }]] : []],
  ];
}

let sharedApi;
function createApiOnce(db) {
  sharedApi ??= createApi({ db });
  return sharedApi;
}

/** Fills `{name}` placeholders of a path from the params (which then no longer carry them). */
function resolveCall([path, params]) {
  const rest = { ...params };
  const resolved = path.replace(/\{(\w+)\}/g, (_, name) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(value);
  });
  return [resolved, rest];
}

export async function benchListings(products = PRODUCTS) {
  // BENCH_DATA_DIR keeps the seeded store between runs (seeding 100k products takes minutes).
  const dataDir = process.env.BENCH_DATA_DIR;
  const db = await openDatabase(dataDir ? { dataDir } : {});
  await migrate(db);
  const [{ n }] = await db.query('SELECT count(*)::int AS n FROM products');
  if (n !== products) await seed(db, { products });
  const api = createApiOnce(db);
  const results = [];
  for (const [name, calls] of await listingsOf(db)) {
    if (calls.length === 0) continue;
    const times = await time(api, calls.map(resolveCall), RUNS);
    results.push({ name, p50: percentile(times, 50), p95: percentile(times, 95), load: loadavg()[0] });
  }
  await db.close();
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchListings();
  for (const r of results)
    console.log(
      `${r.name.padEnd(30)} p50 ${r.p50.toFixed(1).padStart(6)} ms, p95 ${r.p95.toFixed(1).padStart(6)} ms (aim p95 ≤ ${AIM_MS} ms)${r.p95 > AIM_MS ? ' MISSED' : ''}  load ${r.load.toFixed(1)}`,
    );
}
