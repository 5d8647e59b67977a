// Latency of GET /pages/catalog/section with two filters, in-process on PGlite, at several catalogue sizes.
// Prints p50/p95; asserts nothing (figures, not tests).
import { performance } from 'node:perf_hooks';
import { createApi, migrate, openDatabase, seed } from '@verstak/server';

const sizes = (process.env.BENCH_SIZES ?? '5000,100000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);

async function get(api, path, params) {
  const query = new URLSearchParams(params).toString();
  const response = await api.fetch(new Request(`http://bench.local/api/v4${path}?${query}`));
  const body = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Picks the leaf section with the most products and two filters of it: a list value and a price-like range. */
async function pickScenario(api) {
  const { items } = await get(api, '/catalog/sections', {});
  const deepest = Math.max(...items.map((s) => s.depth));
  const leaf = items.filter((s) => s.depth === deepest).sort((a, b) => b.productCount - a.productCount)[0];
  const definition = await get(api, '/pages/catalog/section/filter', { path: leaf.url });
  const list = definition.items.find((i) => i.variants.some((v) => v.stat > 0));
  const range = definition.items.find((i) => (i.type === 'int' || i.type === 'float') && i.max > i.min);
  const variant = [...list.variants].sort((a, b) => b.stat - a.stat)[0];
  const to =
    range.type === 'int'
      ? Math.round((range.min + range.max) / 2)
      : Number(((range.min + range.max) / 2).toFixed(1));
  const filter = `${list.code}-is-${variant.value}/${range.code}-to-${String(to).replace('.', '-')}`;
  return { leaf, filter };
}

export async function benchSection(products) {
  const db = await openDatabase({});
  await migrate(db);
  const seedStart = performance.now();
  await seed(db, { products });
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const api = createApi({ db });
  const { leaf, filter } = await pickScenario(api);
  const params = { path: leaf.url, filter, page: '2', sort: 'price-asc' };
  for (let i = 0; i < 30; i++) await get(api, '/pages/catalog/section', params);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await get(api, '/pages/catalog/section', { ...params, page: String((i % 3) + 1) });
    times.push(performance.now() - t);
  }
  await db.close();
  times.sort((a, b) => a - b);
  return {
    products,
    seedSeconds,
    section: `${leaf.url} (${leaf.productCount} products) filter ${filter}`,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const products of sizes) {
    const r = await benchSection(products);
    console.log(
      `section with two filters @ ${products} products: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (aim p95 ≤ 30 ms; seed ${r.seedSeconds.toFixed(1)} s; ${r.section})`,
    );
  }
}
