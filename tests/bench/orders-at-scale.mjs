// Orders at scale (issue 16 §4): a million orders and a hundred thousand accounts on a real PostgreSQL,
// and how fast support's order list and status, a buyer's orders page and an order's page answer
// there: p50/p95 beside the 50 ms aim, with the query plans behind them. In-process (the API's Web
// `fetch`), so the figures are the handlers and the SQL. Asserts nothing.
//
// The store lives in its own schema (BENCH_SCALE_SCHEMA, `verstak_orders_scale`) on TEST_DATABASE_URL
// or DATABASE_URL; seeding it takes minutes, so a marker row keeps what it holds and the next run
// reuses it when the sizes and migrations are the same. BENCH_ORDERS and BENCH_ACCOUNTS change the
// sizes (1,000,000 and 100,000), BENCH_RUNS the calls per figure (200).
import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createApi, migrate, openDatabase, seed } from '@verstak/server';
import { percentile } from './percentile.mjs';

const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!url) {
  console.log(
    'skipped: set TEST_DATABASE_URL or DATABASE_URL to a PostgreSQL server to measure orders at scale',
  );
  process.exit(0);
}
const SCHEMA = process.env.BENCH_SCALE_SCHEMA ?? 'verstak_orders_scale';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
const PRODUCTS = 5000;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const AIM_MS = 50;
// Bump when the generator (reference-server/src/seed/growth-seed.ts) writes different data.
const GENERATOR = 1;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const migrations = readdirSync(resolve(root, 'reference-server/migrations')).filter((f) =>
  f.endsWith('.sql'),
);
const marker = JSON.stringify({ ORDERS, ACCOUNTS, PRODUCTS, GENERATOR, migrations });

const db = await openDatabase({ url, schema: SCHEMA, statementTimeoutMs: 0, poolSize: 4 });
try {
  await run();
} finally {
  await db.close();
}

async function run() {
  await migrate(db);
  await db.exec(
    'CREATE TABLE IF NOT EXISTS bench_marker (key text NOT NULL, seeded_at timestamptz, seconds float8)',
  );
  const [kept] = await db.query('SELECT key, seeded_at, seconds FROM bench_marker');
  if (kept?.key === marker)
    console.log(
      `store: ${ORDERS} orders, ${ACCOUNTS} more accounts in schema ${SCHEMA}, reused (seeded in ${kept.seconds.toFixed(0)} s on ${kept.seeded_at.toISOString().slice(0, 10)})`,
    );
  else {
    console.log(`store: seeding ${ORDERS} orders and ${ACCOUNTS} more accounts into schema ${SCHEMA}…`);
    const started = performance.now();
    await seed(db, { products: PRODUCTS, orders: ORDERS, accounts: ACCOUNTS });
    const seconds = (performance.now() - started) / 1000;
    await db.exec('DELETE FROM bench_marker');
    await db.query('INSERT INTO bench_marker VALUES ($1, now(), $2)', [marker, seconds]);
    console.log(
      `seeded in ${seconds.toFixed(0)} s (catalogue of ${PRODUCTS} products, then the growth seed)`,
    );
  }

  const statements = [];
  const sqlTime = { ms: 0 };
  const recording = recorder(db, statements, sqlTime);
  const api = createApi({ db: recording });
  const call = async (path, params = {}, token) => {
    const query = new URLSearchParams(params).toString();
    const response = await api.fetch(
      new Request(`http://bench.local/api/v4${path}${query ? `?${query}` : ''}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      }),
    );
    const body = await response.json();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  const login = async (who) => {
    const response = await api.fetch(
      new Request('http://bench.local/api/v4/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ login: who, password: 'verstak2026' }).toString(),
      }),
    );
    const body = await response.json();
    if (!response.ok) throw new Error(`login ${who}: ${response.status} ${JSON.stringify(body.errors)}`);
    return body.data.accessToken;
  };

  const operator = await login('operator@verstak.example.ru');
  // Buyers: the busiest account (thousands of orders) and one with a typical few, each with a password
  // and an e-mail to log in with.
  const buyers = await db.query(
    `WITH counted AS (
       SELECT u.id, u.email, u.phone, count(*)::int AS orders FROM users u JOIN orders o ON o.user_id = u.id
        WHERE u.id > 100 AND u.password_hash IS NOT NULL AND u.email IS NOT NULL AND u.id < 400
        GROUP BY u.id)
     (SELECT * FROM counted ORDER BY orders DESC LIMIT 1)
     UNION ALL
     (SELECT u.id, u.email, u.phone, count(*)::int FROM users u JOIN orders o ON o.user_id = u.id
       WHERE u.id > $1 AND u.password_hash IS NOT NULL AND u.email IS NOT NULL
       GROUP BY u.id HAVING count(*) BETWEEN 3 AND 12 ORDER BY u.id LIMIT 1)`,
    [100 + Math.floor(ACCOUNTS / 2)],
  );
  const [busy, typical] = buyers;
  const [guest] = await db.query(
    `SELECT phone, count(*)::int AS orders FROM orders WHERE user_id IS NULL AND phone LIKE '+7 (950)%'
      GROUP BY phone ORDER BY count(*) DESC LIMIT 1`,
  );
  const numbers = (
    await db.query(
      `SELECT number FROM orders WHERE id IN (SELECT 1 + (g * 7919) % $1 FROM generate_series(1, 50) g)`,
      [ORDERS],
    )
  ).map((r) => r.number);
  const busyToken = await login(busy.email);
  const typicalToken = busy === typical ? busyToken : await login(typical.email);
  const ownIds = async (userId) =>
    (await db.query('SELECT id FROM orders WHERE user_id = $1 ORDER BY id DESC LIMIT 20', [userId])).map(
      (r) => r.id,
    );
  const busyOrders = await ownIds(busy.id);
  const typicalOrders = await ownIds(typical.id);

  const cases = [
    [
      'order list (no filter, page 1)',
      (i) => call('/support/orders', { page: String(1 + (i % 3)) }, operator),
    ],
    ['order list --status active', () => call('/support/orders', { status: 'active' }, operator)],
    [
      'order list --status cancelled --page 50',
      () => call('/support/orders', { status: 'cancelled', page: '50' }, operator),
    ],
    [
      'order list --unpaid --from 2026-01-01 --limit 5',
      () => call('/support/orders', { payment: 'not_paid', from: '2026-01-01', limit: '5' }, operator),
    ],
    [
      'order list --from 2025-03-01 --to 2025-03-31 --paid',
      () => call('/support/orders', { payment: 'paid', from: '2025-03-01', to: '2025-03-31' }, operator),
    ],
    [
      `order list --customer <busiest buyer's phone> (${busy.orders} orders)`,
      () => call('/support/orders', { customer: busy.phone }, operator),
    ],
    [
      `order list --customer <a guest's phone> (${guest.orders} orders)`,
      () => call('/support/orders', { customer: guest.phone }, operator),
    ],
    [
      'order list --limit 200 --page 500 (offset 99,800)',
      () => call('/support/orders', { limit: '200', page: '500' }, operator),
    ],
    [
      'order status <number> (staff)',
      (i) => call('/catalog/orders/status', { number: numbers[i % numbers.length] }, operator),
    ],
    [
      'order show <digits> (staff)',
      (i) => call(`/support/orders/${numbers[i % numbers.length].replace(/\D/g, '')}`, {}, operator),
    ],
    [
      `buyer's orders page, typical buyer (${typical.orders} orders)`,
      (i) => call('/pages/personal/orders', { page: '1', status: i % 2 ? 'all' : 'active' }, typicalToken),
    ],
    [
      `buyer's orders page, busiest buyer (${busy.orders} orders)`,
      (i) => call('/pages/personal/orders', { page: String(1 + (i % 5)) }, busyToken),
    ],
    [
      `buyer's orders list call, busiest buyer`,
      () => call('/users/personal/orders', { page: '2' }, busyToken),
    ],
    [
      "an order's page, busiest buyer",
      (i) => call(`/pages/personal/orders/${busyOrders[i % busyOrders.length]}`, {}, busyToken),
    ],
    [
      "an order's page, typical buyer",
      (i) => call(`/pages/personal/orders/${typicalOrders[i % typicalOrders.length]}`, {}, typicalToken),
    ],
  ];

  console.log(
    `\n${RUNS} calls each after 20 warm-up calls; aim: p95 under ${AIM_MS} ms. "sql" is the p50 of the time a call spent in its statements; the rest is the handler's own work and waiting for a CPU (load average ${loadavg()[0].toFixed(1)} on this machine now)`,
  );
  const plans = [];
  for (const [title, fn] of cases) {
    for (let i = 0; i < 20; i++) await fn(i);
    const times = [];
    const sql = [];
    for (let i = 0; i < RUNS; i++) {
      sqlTime.ms = 0;
      const t = performance.now();
      await fn(i);
      times.push(performance.now() - t);
      sql.push(sqlTime.ms);
    }
    times.sort((a, b) => a - b);
    sql.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    console.log(
      `${title.padEnd(62)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  sql ${percentile(sql, 50).toFixed(1).padStart(5)} ms  ${p95 <= AIM_MS ? 'within' : 'OVER'} the ${AIM_MS} ms aim`,
    );
    // The statements of one more call, for their plans.
    statements.length = 0;
    await fn(RUNS);
    plans.push([title, [...statements]]);
  }

  console.log(
    '\nQuery plans (EXPLAIN ANALYZE, BUFFERS) of the statements each call ran, node types and indexes:',
  );
  for (const [title, list] of plans) {
    console.log(`\n# ${title}`);
    for (const { sql, params } of list) {
      if (!/^\s*(SELECT|WITH)/i.test(sql) || /\bFOR (UPDATE|NO KEY UPDATE|SHARE)\b/i.test(sql)) continue;
      const [row] = await db.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
      const plan = row['QUERY PLAN'][0];
      console.log(`  ${oneLine(sql).slice(0, 110)}`);
      console.log(`    ${plan['Execution Time'].toFixed(2)} ms`);
      for (const line of nodes(plan.Plan)) console.log(`    ${line}`);
    }
  }
}

/** The statements `db` runs, transactions' included, pushed onto `into`; their time added to `time.ms`. */
function recorder(db, into, time) {
  const wrap = (inner) => ({
    ...inner,
    kind: inner.kind,
    inTransaction: inner.inTransaction,
    query: async (sql, params) => {
      into.push({ sql, params: params ? [...params] : params });
      const started = performance.now();
      try {
        return await inner.query(sql, params);
      } finally {
        time.ms += performance.now() - started;
      }
    },
    exec: (sql) => inner.exec(sql),
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
    withLock: (name, fn) => inner.withLock(name, fn),
    watchCatalog: (onChange) => inner.watchCatalog(onChange),
    close: () => inner.close(),
  });
  return wrap(db);
}

function oneLine(sql) {
  return sql.replace(/\s+/g, ' ').trim();
}

/** A plan's nodes, one line each, indented by depth: node type, relation or index, rows, buffers. */
function nodes(node, depth = 0) {
  const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  const relation = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  const hit = node['Shared Hit Blocks'] ?? 0;
  const read = node['Shared Read Blocks'] ?? 0;
  const line = `${'  '.repeat(depth)}${node['Node Type']}${index}${relation}  rows=${node['Actual Rows']}×${node['Actual Loops']}  buffers hit=${hit} read=${read}`;
  return [line, ...(node.Plans ?? []).flatMap((child) => nodes(child, depth + 1))];
}
