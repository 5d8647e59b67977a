// Page SSR throughput as a share of a plain Node `http` server sending the same HTML bytes, measured
// back to back in one run: home (issue 16 §2: aim ≥ 5%), a section and a product beside it. Both
// servers run in child processes; the load is a bounded keep-alive loop on loopback (CONNECTIONS at
// once, for SECONDS or MAX_REQUESTS). Then the time to the first and to the last byte of each page,
// one request at a time as a browser asks (brotli): the head is streamed before the body.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/free-port.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MAX_REQUESTS = 200_000;

/** Spawns `args` and resolves once its output includes `ready`. */
function startChild(args, env, ready) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return new Promise((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`Did not start:\n${output}`)), 120_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes(ready)) {
        clearTimeout(timer);
        done(child);
      }
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`Exited (${code}):\n${output}`));
    });
  });
}

/** Requests per second of GET `url` with CONNECTIONS keep-alive connections; bounded in time and count. */
async function load(url, headers = {}, seconds = SECONDS) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const { hostname, port, pathname } = new URL(url);
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  const one = () =>
    new Promise((finish) => {
      const req = request({ hostname, port, path: pathname, agent, headers }, (res) => {
        if (res.statusCode !== 200) failed++;
        res.resume();
        res.once('end', finish);
      });
      req.once('error', () => {
        failed++;
        finish();
      });
      req.end();
    });
  const worker = async () => {
    while (performance.now() < deadline && done < MAX_REQUESTS) {
      await one();
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { rps: done / elapsed, failed };
}

/** Median time to the first body byte and to the last, ms, of `count` requests one after another. */
async function firstAndLastByte(url, headers, count = 40) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port, pathname } = new URL(url);
  const first = [];
  const last = [];
  for (let i = 0; i < count; i++) {
    await new Promise((finish, fail) => {
      const started = performance.now();
      const req = request({ hostname, port, path: pathname, agent, headers }, (res) => {
        let seen = false;
        res.on('data', () => {
          if (!seen) first.push(performance.now() - started);
          seen = true;
        });
        res.once('end', () => {
          last.push(performance.now() - started);
          finish();
        });
      });
      req.once('error', fail);
      req.end();
    });
  }
  agent.destroy();
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return { ttfb: median(first), ttlb: median(last) };
}

const storePort = await freePort();
const plainPort = await freePort();
const store = await startChild(
  [resolve(root, 'scripts/start.mjs')],
  { PORT: String(storePort), DATA_DIR: ':memory:', SEED_PRODUCTS: '5000' },
  'Verstak is running',
);
let plain;
try {
  const storeUrl = `http://127.0.0.1:${storePort}`;
  const identity = { 'accept-encoding': 'identity' };
  const page = async (path) =>
    Buffer.from(await (await fetch(`${storeUrl}${path}`, { headers: identity })).arrayBuffer());
  const home = await page('/');
  const text = home.toString('utf8');
  const section = /href="(\/catalog\/[a-z0-9-]+\/)"/.exec(text)?.[1] ?? '/catalog/elektroinstrument/';
  const product = /href="(\/product\/[a-z0-9-]+\/)"/.exec(text)?.[1];
  const pages = [
    ['home', '/', home, '≥ 5%'],
    ['section', section, await page(section), 'reported'],
    ...(product ? [['product', product, await page(product), 'reported']] : []),
  ];
  // The plain server gets every page's bytes on stdin (JSON) and sends them at the same paths.
  plain = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { createServer } from 'node:http';
       const chunks = []; for await (const c of process.stdin) chunks.push(c);
       const pages = new Map(Object.entries(JSON.parse(Buffer.concat(chunks).toString())).map(([p, b]) => [p, Buffer.from(b, 'base64')]));
       createServer((req, res) => { const body = pages.get(req.url) ?? Buffer.alloc(0); res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length }); res.end(body); })
         .listen(${plainPort}, '127.0.0.1', () => console.log('plain ready'));`,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const plainReady = new Promise((done) =>
    plain.stdout.on('data', (c) => String(c).includes('plain ready') && done()),
  );
  plain.stdin.end(
    JSON.stringify(Object.fromEntries(pages.map(([, path, bytes]) => [path, bytes.toString('base64')]))),
  );
  await plainReady;
  for (const [name, path, bytes, aim] of pages) {
    const url = `${storeUrl}${path}`;
    // Warm both up so the JIT and the store's caches are not part of the figure.
    await load(url, identity, 2);
    const ssr = await load(url, identity);
    const staticServe = await load(`http://127.0.0.1:${plainPort}${path}`, identity);
    console.log(
      `${name} SSR ${ssr.rps.toFixed(0)} req/s, plain http with the same ${(bytes.length / 1024).toFixed(0)} KB ${staticServe.rps.toFixed(0)} req/s ` +
        `(${CONNECTIONS} connections, ${SECONDS} s each): SSR is ${((ssr.rps / staticServe.rps) * 100).toFixed(1)}% (aim ${aim})` +
        (ssr.failed + staticServe.failed > 0 ? `; ${ssr.failed + staticServe.failed} non-200 answers` : ''),
    );
  }
  for (const [name, path] of pages) {
    const brotli = await firstAndLastByte(`${storeUrl}${path}`, { 'accept-encoding': 'br' });
    console.log(
      `${name} time to first byte ${brotli.ttfb.toFixed(1)} ms, to last byte ${brotli.ttlb.toFixed(1)} ms (median of 40, one at a time, brotli)`,
    );
  }
} finally {
  store.kill('SIGTERM');
  plain?.kill('SIGTERM');
}
