// Throughput of 1 and 2 store processes behind nginx on one PostgreSQL (scripts/cluster.mjs, as
// `npm run start:cluster` runs them), on a database of its own created on the server of
// TEST_DATABASE_URL and dropped afterwards: the home page, the section call, a basket change and a
// checkout, each driven by concurrent clients for a few seconds through nginx; then the ratio of 2 to
// 1. Beside each figure, where the machine's CPU went (this load generator, the store processes,
// nginx, PostgreSQL, anything else), which says what limits it. Prints figures; asserts nothing.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '@verstak/server';
import { findNginx, freePort, startCluster } from '../../scripts/cluster.mjs';
import { percentile } from './percentile.mjs';

const CLIENTS = Number(process.env.BENCH_CLUSTER_CLIENTS ?? 32);
const BUYERS = Number(process.env.BENCH_CLUSTER_BUYERS ?? 16);
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 6);
const PRODUCTS = Number(process.env.BENCH_CLUSTER_PRODUCTS ?? 2000);

const url = process.env.TEST_DATABASE_URL;
const nginx = findNginx();
if (!url || !nginx) {
  console.log(
    `Cluster throughput left out: it needs ${[!url && 'PostgreSQL (set TEST_DATABASE_URL)', !nginx && 'nginx (apt-get install nginx, or set NGINX)'].filter(Boolean).join(' and ')}.`,
  );
  process.exit(0);
}

const agent = new Agent({ keepAlive: true, maxSockets: Math.max(CLIENTS, BUYERS) });

/** One request to nginx; resolves with the status and the body once it has all arrived. */
function send(port, method, path, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A call of the API answering JSON; its `data`, or an error naming the status. */
async function api(port, method, path, { token, form, multipart, key } = {}) {
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (key) headers['Idempotency-Key'] = key;
  let body;
  if (form) {
    body = new URLSearchParams(form).toString();
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  } else if (multipart) {
    const encoded = new Response(multipart);
    headers['Content-Type'] = encoded.headers.get('content-type');
    body = Buffer.from(await encoded.arrayBuffer());
  }
  if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
  const answer = await send(port, method, `/api/v4${path}`, { headers, body });
  return { status: answer.status, data: answer.status === 200 ? JSON.parse(answer.body).data : null };
}

/** CPU ticks used so far: by process id, and the machine's busy and total ticks over all cores. */
function cpuSnapshot() {
  const byPid = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      // After the command: state, ppid, …; utime and stime are fields 14 and 15 of the whole line.
      byPid.set(Number(name), {
        comm,
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // The process ended while we looked.
    }
  }
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.slice(0, 8).reduce((sum, v) => sum + v, 0);
  return { byPid, busy: total - idle, total };
}

/** Where the CPU went between two snapshots: shares of the machine's capacity, by part. */
function cpuShares(before, after, cluster) {
  const stores = new Set(cluster.processes.map((p) => p.pid));
  const used = { generator: 0, stores: 0, nginx: 0, postgres: 0 };
  for (const [pid, now] of after.byPid) {
    const ticks = now.ticks - (before.byPid.get(pid)?.ticks ?? 0);
    if (ticks <= 0) continue;
    if (pid === process.pid) used.generator += ticks;
    else if (stores.has(pid)) used.stores += ticks;
    else if (now.comm === 'nginx') used.nginx += ticks;
    else if (now.comm === 'postgres') used.postgres += ticks;
  }
  const total = after.total - before.total;
  const busy = after.busy - before.busy;
  const share = (ticks) => `${((100 * ticks) / total).toFixed(0)}%`;
  const known = used.generator + used.stores + used.nginx + used.postgres;
  return {
    busy: busy / total,
    other: Math.max(0, busy - known) / total,
    line: `CPU of ${cpus().length} cores: ${share(busy)} busy — stores ${share(used.stores)}, PostgreSQL ${share(used.postgres)}, load generator ${share(used.generator)}, nginx ${share(used.nginx)}, other ${share(Math.max(0, busy - known))}`,
  };
}

/** `workers` loops calling `once(worker, n)` for SECONDS; completed operations per second, p50, p95. */
async function drive(workers, once) {
  const times = [];
  let failed = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let n = 0; performance.now() < until; n++) {
        const t = performance.now();
        try {
          if (await once(w, n)) times.push(performance.now() - t);
          else failed++;
        } catch {
          failed++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    perSecond: times.length / elapsed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    failed,
  };
}

/** The four workloads through nginx on `port`; their figures by name. */
async function benchCluster(cluster, db) {
  const { port } = cluster;
  const { items: sections } = (await api(port, 'GET', '/catalog/sections')).data;
  const deepest = Math.max(...sections.map((s) => s.depth));
  const leaf = sections.filter((s) => s.depth === deepest).sort((a, b) => b.productCount - a.productCount)[0];
  const sectionPath = `/pages/catalog/section?path=${encodeURIComponent(leaf.url)}`;
  // Products with stock enough for every checkout: one per buyer and one all of them buy.
  const products = (
    await db.query('SELECT id FROM products WHERE is_available ORDER BY id LIMIT $1', [BUYERS + 1])
  ).map((r) => r.id);
  await db.query('UPDATE products SET delivery_stock = 1000000 WHERE id = ANY($1::int[])', [products]);
  const shared = products[BUYERS];
  const buyers = [];
  for (let i = 0; i < BUYERS; i++) {
    const { data } = await api(port, 'POST', '/users/refresh');
    buyers.push({ token: data.accessToken, own: products[i] });
  }
  const workloads = [
    ['home page', CLIENTS, async () => (await send(port, 'GET', '/')).status === 200],
    ['section call', CLIENTS, async () => (await api(port, 'GET', sectionPath)).status === 200],
    [
      'basket change',
      BUYERS,
      async (w, n) =>
        (
          await api(port, 'POST', '/catalog/basket/set', {
            token: buyers[w].token,
            form: { productId: String(buyers[w].own), quantity: String((n % 5) + 1) },
          })
        ).status === 200,
    ],
    [
      'checkout',
      BUYERS,
      async (w) => {
        const b = buyers[w];
        await api(port, 'POST', '/catalog/basket/add', {
          token: b.token,
          form: { productId: String(b.own) },
        });
        const basket = await api(port, 'POST', '/catalog/basket/add', {
          token: b.token,
          form: { productId: String(shared) },
        });
        const form = new FormData();
        form.set('deliveryType', 'courier');
        form.set('address', 'ул. Ленина, д. 1');
        form.set('paySystem', 'card');
        form.set('name', 'Покупатель');
        form.set('phone', '+7 (911) 222-33-44');
        form.set('basketVersion', basket.data.version);
        const made = await api(port, 'POST', '/catalog/orders/make', {
          token: b.token,
          multipart: form,
          key: randomUUID(),
        });
        return made.status === 200;
      },
    ],
  ];
  const results = new Map();
  for (const [name, workers, once] of workloads) {
    // Warm-up: every code path once per worker, outside the figures.
    await Promise.all(Array.from({ length: workers }, (_, w) => once(w, 0).catch(() => false)));
    const before = cpuSnapshot();
    const figures = await drive(workers, once);
    const cpu = cpuShares(before, cpuSnapshot(), cluster);
    results.set(name, { ...figures, cpu });
  }
  return results;
}

const database = `verstak_bench_cluster_${process.pid}`;
const admin = await openDatabase({ url });
await admin.exec(`CREATE DATABASE ${database}`);
const databaseUrl = Object.assign(new URL(url), { pathname: `/${database}` }).toString();
const db = await openDatabase({ url: databaseUrl });
const figures = new Map();
try {
  for (const processes of [1, 2]) {
    const cluster = await startCluster({
      processes,
      port: await freePort(),
      databaseUrl,
      env: { ...process.env, SEED_PRODUCTS: String(PRODUCTS), PUBLIC_ORIGIN: '', PAYMENT_SANDBOX_PORT: '0' },
      log: () => {},
    });
    try {
      figures.set(processes, await benchCluster(cluster, db));
    } finally {
      await cluster.close();
    }
  }
} finally {
  agent.destroy();
  await db.close();
  await admin.exec(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.close();
}

const unit = {
  'home page': 'pages/s',
  'section call': 'calls/s',
  'basket change': 'changes/s',
  checkout: 'orders/s',
};
console.log(
  `\nThrough nginx on one PostgreSQL, ${PRODUCTS} products, ${SECONDS} s each: ${CLIENTS} clients for pages and calls, ${BUYERS} buyers for baskets and checkouts (each checkout adds two lines first)`,
);
for (const name of figures.get(1).keys()) {
  const one = figures.get(1).get(name);
  const two = figures.get(2).get(name);
  const row = (n, r) =>
    `    ${n} process${n === 1 ? ' ' : 'es'}: ${r.perSecond.toFixed(1).padStart(7)} ${unit[name]}  p50 ${r.p50.toFixed(0).padStart(4)} ms  p95 ${r.p95.toFixed(0).padStart(4)} ms${r.failed ? `  (${r.failed} failed)` : ''}\n      ${r.cpu.line}`;
  console.log(`  ${name}: 2 processes / 1 = ${(two.perSecond / one.perSecond).toFixed(2)}×`);
  console.log(row(1, one));
  console.log(row(2, two));
}
const runs = [...figures.values()].flatMap((byName) => [...byName.values()]);
const saturated = runs.filter((r) => r.cpu.busy > 0.9).length;
const other = runs.reduce((sum, r) => sum + r.cpu.other, 0) / runs.length;
console.log(
  `What limits it: the CPU. ${saturated} of ${runs.length} runs had the machine's ${cpus().length} cores over 90% busy, ` +
    'shared by the store processes, PostgreSQL, nginx and this load generator: a second process can only use what the first leaves idle, ' +
    'so a ratio near 1 means the cores were the limit, not the process (the shares above say who used them); ' +
    'with more cores than processes, and PostgreSQL and the load elsewhere, it would grow with the processes.',
);
if (other > 0.2)
  console.log(
    `Note: other work on this machine took ${(100 * other).toFixed(0)}% of its CPU on average during the runs; these figures are not those of a quiet machine.`,
  );
