import { openDatabase, migrate } from '@verstak/server';
const db = await openDatabase({ dataDir: '/tmp/hardening-bench-100k' });
await migrate(db);
const [tag] = await db.query<{ brand_ids: number[] }>('SELECT brand_ids FROM brand_tags ORDER BY code LIMIT 1');
const ids = tag!.brand_ids;
const union = ids.map((id) => `SELECT * FROM products p WHERE p.brand_id = ${id}`).join(' UNION ALL ');
for (const [label, sql] of [
  ['old', `SELECT p.id FROM products p WHERE p.brand_id = ANY('{${ids.join(',')}}'::int[]) ORDER BY p.is_available DESC, p.popularity DESC, p.id LIMIT 24 OFFSET 24`],
  ["union", `SELECT p.id FROM (${ids.map((id) => `(SELECT * FROM products p WHERE p.brand_id = ${id} ORDER BY p.is_available DESC, p.popularity DESC, p.id LIMIT 48)`).join(" UNION ALL ")}) p ORDER BY p.is_available DESC, p.popularity DESC, p.id LIMIT 24 OFFSET 24`],
  ['brand', `SELECT p.id FROM products p WHERE p.brand_id = ${ids[0]} ORDER BY p.is_available DESC, p.popularity DESC, p.id LIMIT 24 OFFSET 24`],
]) {
  const ts: number[] = [];
  for (let i = 0; i < 5; i++) { const t = performance.now(); await db.query(sql); ts.push(performance.now() - t); }
  const plan = (await db.query(`EXPLAIN ${sql}`)).map((r) => Object.values(r)[0]).join('\n');
  console.log(label, ts.map((t) => t.toFixed(1)).join(' '), '\n', plan.split('\n').slice(0, 6).join('\n'));
}
await db.close();
