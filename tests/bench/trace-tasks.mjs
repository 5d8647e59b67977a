// Where a page's main-thread time goes, from a Chromium trace of one load until it has hydrated:
// each task of 10 ms or more with what it holds (script, style, layout, paint, parse), and the totals.
// Lighthouse's TBT is 4 × each task's wall time past 50 ms, and on a machine busy with other work the
// wall time swells while the thread waits for a core; the thread's own CPU time does not, so this
// prints both and a before/after comparison can go by the CPU figures. Asserts nothing.
// Usage: node tests/bench/trace-tasks.mjs <url> [trace.json]   (CPU_SLOWDOWN=4 emulates a slow phone)
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(resolve(root, 'tests/package.json'));
const { chromium } = require('playwright-core');
const [url, out] = process.argv.slice(2);
if (!url) throw new Error('Usage: node tests/bench/trace-tasks.mjs <url> [trace.json]');
const SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 1);
/** The trace events a task's time is told by, by kind (the outermost of each kind counts). */
const KINDS = {
  script: ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'RunMicrotasks', 'TimerFire'],
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  paint: ['Paint', 'PrePaint', 'Layerize', 'Commit'],
  parse: ['ParseHTML'],
};

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
let events = [];
try {
  // Lighthouse's mobile screen: 412 × 823 at 1.75.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'loading',
      ],
    },
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
  // What the page does right after hydrating (idle work, deferred chunks) counts too.
  await page.waitForTimeout(3000);
  await cdp.send('Tracing.end');
  await complete;
} finally {
  await browser.close();
}
if (out) writeFileSync(out, JSON.stringify({ traceEvents: events }));

// The page's main thread: the renderer's main thread with the most tasks.
const mains = new Set(
  events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`),
);
const count = new Map();
for (const e of events) {
  const key = `${e.pid}:${e.tid}`;
  if (e.name === 'RunTask' && mains.has(key)) count.set(key, (count.get(key) ?? 0) + 1);
}
const main = [...count].sort((a, b) => b[1] - a[1])[0]?.[0];
events = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X').sort((a, b) => a.ts - b.ts);
const tasks = events.filter((e) => e.name === 'RunTask');
const start = tasks[0]?.ts ?? 0;
const ms = (us) => Math.round((us ?? 0) / 100) / 10;

/** CPU time of each kind inside [from, to), counting nested events of a kind once. */
function kinds(from, to) {
  const sums = {};
  for (const [kind, names] of Object.entries(KINDS)) {
    let end = 0;
    for (const e of events) {
      if (e.ts < from || e.ts >= to || !names.includes(e.name) || e.ts < end) continue;
      end = e.ts + e.dur;
      sums[kind] = (sums[kind] ?? 0) + (e.tdur ?? e.dur);
    }
  }
  return sums;
}

const describe = (sums) =>
  Object.entries(sums)
    .filter(([, us]) => us >= 500)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, us]) => `${kind} ${ms(us)}`)
    .join(', ');
console.log(`${url} at ${SLOWDOWN}× CPU: tasks of 10 ms or more (wall / CPU ms at ms since the first task)`);
for (const task of tasks.filter((t) => t.dur >= 10_000 || (t.tdur ?? 0) >= 10_000)) {
  console.log(
    `  ${String(ms(task.ts - start)).padStart(7)}: ${ms(task.dur)} / ${ms(task.tdur)} — ${describe(kinds(task.ts, task.ts + task.dur))}`,
  );
}
const cpu = tasks.reduce((sum, t) => sum + (t.tdur ?? 0), 0);
const wall = tasks.reduce((sum, t) => sum + t.dur, 0);
const biggest = tasks
  .map((t) => ms(t.tdur))
  .sort((a, b) => b - a)
  .slice(0, 5);
console.log(
  `  main thread: ${ms(wall)} ms wall, ${ms(cpu)} ms CPU (${describe(kinds(0, Number.POSITIVE_INFINITY))})`,
);
console.log(`  largest tasks by CPU: ${biggest.join(', ')} ms`);
