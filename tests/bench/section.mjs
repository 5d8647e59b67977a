// Latency of GET /pages/catalog/section with two filters, in-process on PGlite, at several catalogue sizes.
// Prints p50/p95; asserts nothing (figures, not tests).
import { performance } from 'node:perf_hooks';
import { createApi, migrate, openDatabase, seed } from '@verstak/server';
import { percentile } from './percentile.mjs';

const sizes = (process.env.BENCH_SIZES ?? '5000,100000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);

async function get(api, path, params) {
  const query = new URLSearchParams(params).toString();
  const response = await api.fetch(new Request(`http://bench.local/api/v4${path}?${query}`));
  const body = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data;
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
  const times = await timeCalls(api, RUNS, (i) => ({ ...params, page: String((i % 3) + 1) }));
  // For scale: the largest top-level section, whose scan reads every product under it.
  const { items } = await get(api, '/catalog/sections', {});
  const top = items.filter((s) => s.depth === 1).sort((a, b) => b.productCount - a.productCount)[0];
  const topTimes = await timeCalls(api, Math.ceil(RUNS / 10), () => ({
    path: top.url,
    filter: 'price-to-20000',
  }));
  await db.close();
  return {
    products,
    seedSeconds,
    section: `${leaf.url} (${leaf.productCount} products) filter ${filter}`,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    top: `${top.url} (${top.productCount} products) filter price-to-20000`,
    topP50: percentile(topTimes, 50),
    topP95: percentile(topTimes, 95),
  };
}

/** Times `runs` section calls after a few warm-up calls; returns the sorted times in ms. */
async function timeCalls(api, runs, paramsOf) {
  for (let i = 0; i < Math.min(30, runs); i++) await get(api, '/pages/catalog/section', paramsOf(i));
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await get(api, '/pages/catalog/section', paramsOf(i));
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const products of sizes) {
    const r = await benchSection(products);
    console.log(
      `section with two filters @ ${products} products: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (aim p95 ≤ 30 ms; seed ${r.seedSeconds.toFixed(1)} s; ${r.section})`,
    );
    console.log(
      `  largest top-level section @ ${products} products: p50 ${r.topP50.toFixed(1)} ms, p95 ${r.topP95.toFixed(1)} ms (no aim; ${r.top})`,
    );
  }
}
