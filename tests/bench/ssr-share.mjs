// Home-page SSR throughput as a share of a plain Node `http` server sending the same HTML bytes,
// measured back to back in one run (issue 7 §3: aim ≥ 3%). Both servers run in child processes; the
// load is a bounded keep-alive loop on loopback (CONNECTIONS at once, for SECONDS or MAX_REQUESTS).
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

const storePort = await freePort();
const plainPort = await freePort();
const store = await startChild(
  [resolve(root, 'scripts/start.mjs')],
  { PORT: String(storePort), DATA_DIR: ':memory:', SEED_PRODUCTS: '5000' },
  'Verstak is running',
);
let plain;
try {
  const homeUrl = `http://127.0.0.1:${storePort}/`;
  const html = Buffer.from(
    await (await fetch(homeUrl, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
  );
  // The plain server gets the bytes on stdin and sends them for every request.
  plain = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { createServer } from 'node:http';
       const chunks = []; for await (const c of process.stdin) chunks.push(c);
       const body = Buffer.concat(chunks);
       createServer((req, res) => { res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length }); res.end(body); })
         .listen(${plainPort}, '127.0.0.1', () => console.log('plain ready'));`,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const plainReady = new Promise((done) =>
    plain.stdout.on('data', (c) => String(c).includes('plain ready') && done()),
  );
  plain.stdin.end(html);
  await plainReady;
  // Warm both up so the JIT and the store's caches are not part of the figure.
  await load(homeUrl, {}, 2);
  const headers = { 'accept-encoding': 'identity' };
  const ssr = await load(homeUrl, headers);
  const staticServe = await load(`http://127.0.0.1:${plainPort}/`, headers);
  console.log(
    `home SSR ${ssr.rps.toFixed(0)} req/s, plain http with the same ${(html.length / 1024).toFixed(0)} KB ${staticServe.rps.toFixed(0)} req/s ` +
      `(${CONNECTIONS} connections, ${SECONDS} s each): SSR is ${((ssr.rps / staticServe.rps) * 100).toFixed(1)}% (aim ≥ 3%)` +
      (ssr.failed + staticServe.failed > 0 ? `; ${ssr.failed + staticServe.failed} non-200 answers` : ''),
  );
} finally {
  store.kill('SIGTERM');
  plain?.kill('SIGTERM');
}
