// Lighthouse (mobile preset, simulated throttling) on the built store: home, a section and a product.
// Starts `npm start`'s launcher in a child process on a free port with an in-memory store, so the
// audited server does not share a thread with Lighthouse. Prints scores and LCP/TBT/CLS; asserts nothing.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/free-port.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(resolve(root, 'tests/package.json'));
const lighthouseCli = resolve(dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking';
const AUDIT_TIMEOUT_MS = 180_000;

/** Starts the store as `npm start` does and resolves once it prints its address. */
function startStore(port) {
  const child = spawn(process.execPath, [resolve(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: ':memory:', SEED_PRODUCTS: '5000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`The store did not start:\n${output}`)), 120_000);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Verstak is running')) {
        clearTimeout(timer);
        done(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`The store exited (${code}):\n${output}`));
    });
  });
}

/** Runs Lighthouse's CLI on one URL and resolves with its JSON result. */
function audit(url) {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    const timer = setTimeout(() => child.kill(), AUDIT_TIMEOUT_MS);
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) return fail(new Error(`lighthouse exited ${code}: ${err.slice(-500)}`));
      try {
        done(JSON.parse(out));
      } catch (error) {
        fail(error);
      }
    });
  });
}

/** The first link on `html` whose path matches `pattern`. */
function firstLink(html, pattern) {
  const found = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]).find((href) => pattern.test(href));
  if (!found) throw new Error(`No link matching ${pattern}`);
  return found;
}

const port = await freePort();
const origin = `http://localhost:${port}`;
const store = await startStore(port);
try {
  const home = await (await fetch(`${origin}/`)).text();
  const section = firstLink(home, /^\/catalog\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
  const product = firstLink(home, /^\/product\/[a-z0-9-]+\/$/);
  const pages = [
    ['home', '/'],
    ['section', section],
    ['product', product],
  ];
  const score = (report, id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const ms = (report, id) => Math.round(report.audits[id]?.numericValue ?? Number.NaN);
  for (const [name, path] of pages) {
    const report = await audit(`${origin}${path}`);
    const cls = report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
    console.log(
      `${name.padEnd(8)} performance ${score(report, 'performance')}, accessibility ${score(report, 'accessibility')}, ` +
        `best-practices ${score(report, 'best-practices')}, SEO ${score(report, 'seo')}; ` +
        `LCP ${ms(report, 'largest-contentful-paint')} ms, TBT ${ms(report, 'total-blocking-time')} ms, CLS ${cls.toFixed(3)}  (${path})`,
    );
    const failing = Object.values(report.categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
      .map((ref) => report.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => a.id);
    if (failing.length > 0) console.log(`         below 90: ${[...new Set(failing)].join(', ')}`);
  }
} finally {
  store.kill('SIGTERM');
}
