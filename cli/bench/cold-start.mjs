// Cold start of the built `verstak` binary against `node -e 0`: mean and p50 over N runs. Figures only.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const binary = resolve(dirname(fileURLToPath(import.meta.url)), '../dist/index.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

function measure(args) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    const run = spawnSync(process.execPath, args, { stdio: 'ignore' });
    if (run.status !== 0) throw new Error(`${args.join(' ')} exited with ${run.status}`);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { mean: times.reduce((a, b) => a + b, 0) / times.length, p50: times[Math.floor(times.length / 2)] };
}

const node = measure(['-e', '0']);
const cli = measure([binary, '--version']);
console.log(`node -e 0: mean ${node.mean.toFixed(1)} ms, p50 ${node.p50.toFixed(1)} ms`);
console.log(
  `verstak --version: mean ${cli.mean.toFixed(1)} ms, p50 ${cli.p50.toFixed(1)} ms (${(cli.p50 / node.p50).toFixed(2)}× node -e 0)`,
);
