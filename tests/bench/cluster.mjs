// Throughput of 1 and 2 store processes behind nginx on one PostgreSQL (scripts/cluster.mjs, as
// `npm run start:cluster` runs them), on a database of its own created on the server of
// TEST_DATABASE_URL and dropped afterwards: the home page, the section call, a basket change and a
// checkout, each driven by concurrent clients through nginx; then the ratio of 2 to 1. Two stores
// run throughout, with one nginx in front of both and another in front of the first only, and each
// workload alternates between them round by round, so that other work on the machine, and the data
// the checkouts add, weigh on both alike. Beside each figure, where the machine's CPU went (this load
// generator, the store processes, nginx, PostgreSQL, anything else), which says what limits it.
// Prints figures; asserts nothing.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '@verstak/server';
import { findNginx, freePort, startCluster, startNginx } from '../../scripts/cluster.mjs';
import { checkoutForm } from './checkout-form.mjs';
import { percentile } from './percentile.mjs';

const CLIENTS = Number(process.env.BENCH_CLUSTER_CLIENTS ?? 32);
const BUYERS = Number(process.env.BENCH_CLUSTER_BUYERS ?? 16);
/** Seconds per workload and configuration, spread over ROUNDS alternating runs. */
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_CLUSTER_ROUNDS ?? 4);
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

/** CPU ticks used between two snapshots: the machine's, and by part. */
function cpuUse(before, after, storePids) {
  const use = {
    total: after.total - before.total,
    busy: after.busy - before.busy,
    generator: 0,
    stores: 0,
    nginx: 0,
    postgres: 0,
  };
  for (const [pid, now] of after.byPid) {
    const ticks = now.ticks - (before.byPid.get(pid)?.ticks ?? 0);
    if (ticks <= 0) continue;
    if (pid === process.pid) use.generator += ticks;
    else if (storePids.has(pid)) use.stores += ticks;
    else if (now.comm === 'nginx') use.nginx += ticks;
    else if (now.comm === 'postgres') use.postgres += ticks;
  }
  return use;
}

/** Ticks of several runs added up. */
function addUse(a, b) {
  return Object.fromEntries(Object.keys(b).map((key) => [key, (a?.[key] ?? 0) + b[key]]));
}

/** The machine's busy share, the share of work not ours, and a line of shares by part. */
function describeUse(use) {
  const share = (ticks) => `${((100 * ticks) / use.total).toFixed(0)}%`;
  const ours = use.generator + use.stores + use.nginx + use.postgres;
  const other = Math.max(0, use.busy - ours);
  return {
    busy: use.busy / use.total,
    other: other / use.total,
    line: `CPU of ${cpus().length} cores: ${share(use.busy)} busy — stores ${share(use.stores)}, PostgreSQL (whole server) ${share(use.postgres)}, load generator ${share(use.generator)}, nginx ${share(use.nginx)}, other ${share(other)}`,
  };
}

/** `workers` loops calling `once(worker, n)` for `seconds`: the times of those that succeeded, and the rest. */
async function drive(workers, seconds, once) {
  const times = [];
  let failed = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
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
  return { times, failed, elapsed: (performance.now() - started) / 1000 };
}

/** The four workloads as closures over the nginx port they go through. */
async function workloadsOf(port, db) {
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
  return [
    ['home page', 'pages/s', CLIENTS, (p) => async () => (await send(p, 'GET', '/')).status === 200],
    [
      'section call',
      'calls/s',
      CLIENTS,
      (p) => async () => (await api(p, 'GET', sectionPath)).status === 200,
    ],
    [
      'basket change',
      'changes/s',
      BUYERS,
      (p) => async (w, n) =>
        (
          await api(p, 'POST', '/catalog/basket/set', {
            token: buyers[w].token,
            form: { productId: String(buyers[w].own), quantity: String((n % 5) + 1) },
          })
        ).status === 200,
    ],
    [
      'checkout',
      'orders/s',
      BUYERS,
      (p) => async (w) => {
        const b = buyers[w];
        await api(p, 'POST', '/catalog/basket/add', { token: b.token, form: { productId: String(b.own) } });
        const basket = await api(p, 'POST', '/catalog/basket/add', {
          token: b.token,
          form: { productId: String(shared) },
        });
        const form = checkoutForm(basket.data.version);
        const made = await api(p, 'POST', '/catalog/orders/make', {
          token: b.token,
          multipart: form,
          key: randomUUID(),
        });
        return made.status === 200;
      },
    ],
  ];
}

const database = `verstak_bench_cluster_${process.pid}`;
const admin = await openDatabase({ url });
await admin.exec(`CREATE DATABASE ${database}`);
const databaseUrl = Object.assign(new URL(url), { pathname: `/${database}` }).toString();
const db = await openDatabase({ url: databaseUrl });
const results = [];
let cluster;
let single;
try {
  cluster = await startCluster({
    processes: 2,
    port: await freePort(),
    databaseUrl,
    env: { ...process.env, SEED_PRODUCTS: String(PRODUCTS), PUBLIC_ORIGIN: '', PAYMENT_SANDBOX_PORT: '0' },
    log: () => {},
  });
  const first = cluster.processes[0];
  single = await startNginx({ port: await freePort(), upstreams: [first.port], log: () => {} });
  const storePids = new Set(cluster.processes.map((p) => p.pid));
  const through = { 1: single.port, 2: cluster.port };
  for (const [name, unit, workers, onceVia] of await workloadsOf(cluster.port, db)) {
    const runs = {
      1: { times: [], failed: 0, elapsed: 0, use: null },
      2: { times: [], failed: 0, elapsed: 0, use: null },
    };
    // Warm-up: every code path once per worker on both, outside the figures.
    for (const n of [1, 2])
      await Promise.all(
        Array.from({ length: workers }, (_, w) => onceVia(through[n])(w, 0).catch(() => false)),
      );
    for (let round = 0; round < ROUNDS; round++) {
      for (const n of [1, 2]) {
        const before = cpuSnapshot();
        const run = await drive(workers, SECONDS / ROUNDS, onceVia(through[n]));
        const use = cpuUse(before, cpuSnapshot(), storePids);
        const into = runs[n];
        into.times.push(...run.times);
        into.failed += run.failed;
        into.elapsed += run.elapsed;
        into.use = addUse(into.use, use);
      }
    }
    results.push({ name, unit, runs });
  }
} finally {
  agent.destroy();
  await single?.close();
  await cluster?.close();
  await db.close();
  await admin.exec(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.close();
}

console.log(
  `\nThrough nginx on one PostgreSQL, ${PRODUCTS} products, ${SECONDS} s per workload and configuration in ${ROUNDS} alternating rounds: ${CLIENTS} clients for pages and calls, ${BUYERS} buyers for baskets and checkouts (each checkout adds two lines first)`,
);
const described = [];
for (const { name, unit, runs } of results) {
  const rate = (r) => r.times.length / r.elapsed;
  console.log(`  ${name}: 2 processes / 1 = ${(rate(runs[2]) / rate(runs[1])).toFixed(2)}×`);
  for (const n of [1, 2]) {
    const r = runs[n];
    const sorted = [...r.times].sort((x, y) => x - y);
    const cpu = describeUse(r.use);
    described.push(cpu);
    console.log(
      `    ${n} process${n === 1 ? ' ' : 'es'}: ${rate(r).toFixed(1).padStart(7)} ${unit}  p50 ${percentile(sorted, 50).toFixed(0).padStart(4)} ms  p95 ${percentile(sorted, 95).toFixed(0).padStart(4)} ms${r.failed ? `  (${r.failed} failed)` : ''}\n      ${cpu.line}`,
    );
  }
}
const saturated = described.filter((d) => d.busy > 0.9).length;
const other = described.reduce((sum, d) => sum + d.other, 0) / described.length;
console.log(
  `What limits it: the CPU. ${saturated} of ${described.length} runs had the machine's ${cpus().length} cores over 90% busy, ` +
    'shared by the store processes, PostgreSQL, nginx and this load generator: a second process can only use what the first leaves idle, ' +
    'so a ratio near 1 means the cores were the limit, not the process (the shares above say who used them); ' +
    'with more cores than processes, and PostgreSQL and the load elsewhere, it would grow with the processes.',
);
if (other > 0.2)
  console.log(
    `Note: other work on this machine took ${(100 * other).toFixed(0)}% of its CPU on average during the runs; these figures are not those of a quiet machine.`,
  );
