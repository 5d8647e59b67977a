// Lighthouse (mobile preset, simulated throttling) on the built store: home, a section and a product.
// Starts `npm start`'s launcher in a child process on a free port with an in-memory store, so the
// audited server does not share a thread with Lighthouse. One run swings by a few hundred ms of LCP,
// so each page is audited five times (LIGHTHOUSE_RUNS) and the medians are printed beside issue 16's
// aims, with the LCP element and its phases so a reader sees what to fix. Asserts nothing.
// LIGHTHOUSE_OUT=<dir> keeps every JSON report there; LIGHTHOUSE_PAGES=home,section picks pages.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
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
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const OUT = process.env.LIGHTHOUSE_OUT;
/** LIGHTHOUSE_PAGES=home,section audits only those pages (all three by default). */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
/** Issue 16 §3: performance 100 with LCP ≤ 1.5 s, TBT ≤ 50 ms and CLS 0, medians of five runs. */
const AIMS = { performance: 100, lcp: 1500, tbt: 50, cls: 0 };

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

/** The median of numbers (the middle one of an odd count, the mean of the middle two otherwise). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The figures of one report that the summary prints. */
function figures(report) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const value = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/** The LCP element (Lighthouse's snippet of it) and its phases: where the time before it went. */
function lcpElement(report) {
  const tables = report.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const phases = (tables[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)}`).join(', ');
  return { snippet: node?.snippet ?? '(none reported)', phases };
}

/** Audits below 0.9 that weigh on a category, and the opportunities that claim time saved. */
function findings(report) {
  const failing = Object.values(report.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
    .map((ref) => report.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => a.id);
  const opportunities = Object.values(report.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
    .map((a) => `${a.id} ${Math.round(a.details.overallSavingsMs)} ms`);
  return { failing: [...new Set(failing)], opportunities };
}

const mark = (ok) => (ok ? 'ok' : 'MISSED');

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
  if (OUT) mkdirSync(OUT, { recursive: true });
  console.log(
    `median of ${RUNS} run(s) per page; aims: performance ${AIMS.performance}, LCP ≤ ${AIMS.lcp} ms, ` +
      `TBT ≤ ${AIMS.tbt} ms, CLS ${AIMS.cls}`,
  );
  for (const [name, path] of pages) {
    if (ONLY && !ONLY.includes(name)) continue;
    const reports = [];
    for (let run = 0; run < RUNS; run++) {
      const report = await audit(`${origin}${path}`);
      if (OUT) writeFileSync(resolve(OUT, `${name}-${run + 1}.json`), JSON.stringify(report));
      reports.push(report);
    }
    const all = reports.map(figures);
    const m = Object.fromEntries(Object.keys(all[0]).map((key) => [key, median(all.map((f) => f[key]))]));
    // The run whose LCP is the median one speaks for the page: its element, phases and findings.
    const typical = reports[all.map((f) => f.lcp).indexOf(median(all.map((f) => f.lcp)))] ?? reports[0];
    console.log(`${name.padEnd(8)} ${path}`);
    console.log(
      `  performance ${m.performance} (aim ${AIMS.performance}, ${mark(m.performance >= AIMS.performance)}); ` +
        `LCP ${Math.round(m.lcp)} ms (≤ ${AIMS.lcp}, ${mark(m.lcp <= AIMS.lcp)}); ` +
        `TBT ${Math.round(m.tbt)} ms (≤ ${AIMS.tbt}, ${mark(m.tbt <= AIMS.tbt)}); ` +
        `CLS ${m.cls.toFixed(3)} (${AIMS.cls}, ${mark(m.cls <= AIMS.cls)}); FCP ${Math.round(m.fcp)} ms`,
    );
    console.log(
      `  accessibility ${m.accessibility}, best-practices ${m.bestPractices}, SEO ${m.seo}; ` +
        `runs: performance ${all.map((f) => f.performance).join('/')}, LCP ${all.map((f) => Math.round(f.lcp)).join('/')} ms`,
    );
    const element = lcpElement(typical);
    console.log(`  LCP element ${element.snippet}`);
    if (element.phases) console.log(`  LCP phases (ms) ${element.phases}`);
    const { failing, opportunities } = findings(typical);
    if (failing.length > 0) console.log(`  below 90: ${failing.join(', ')}`);
    if (opportunities.length > 0) console.log(`  opportunities: ${opportunities.join(', ')}`);
  }
} finally {
  store.kill('SIGTERM');
}
