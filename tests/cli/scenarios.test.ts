// The shipped example scenarios (docs/scenarios/*.json), run by the built `verstak scenario run`
// against a real store started as `npm start` runs it, payment sandbox included: each passes, with a
// progress line per step and a JUnit file; a failing scenario exits 1 naming its step. Then as CI
// runs them: 20 runs of every one at once, twice in a row, all pass (fresh buyers, orders cancelled).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import type { Io } from '../../cli/src/io';
import { run } from '../../cli/src/program';
import { repoRoot } from '../support/repo-root';
import { type RunningStore, startBuiltStore } from '../support/start-store';
import { runVerstak } from './cli-server';

const scenariosDir = resolve(repoRoot, 'docs/scenarios');
const shipped = readdirSync(scenariosDir).filter((f) => f.endsWith('.json'));

let store: RunningStore;
let folder: string;

// A session file of its own: a scenario never reads or writes the CLI's session.
const verstak = (args: readonly string[]) =>
  runVerstak(args, { VERSTAK_API: 'http://127.0.0.1:9', VERSTAK_SESSION: join(folder, 'session.json') });

const schema = readFileSync(resolve(repoRoot, 'tests/cli/junit-10.xsd'), 'utf8');

/** Checks a JUnit report against the common schema (tests/cli/junit-10.xsd), and its timestamp and hostname. */
async function expectValidJunit(xml: string): Promise<void> {
  const result = await validateXML({
    xml: [{ fileName: 'report.xml', contents: xml }],
    schema: [{ fileName: 'junit-10.xsd', contents: schema }],
  });
  expect(result.errors.map((e) => e.message)).toEqual([]);
  expect(result.valid).toBe(true);
  for (const suite of xml.match(/<testsuite [^>]*>/g) ?? []) {
    expect(suite).toMatch(/ timestamp="\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}"/);
    expect(suite).toMatch(/ hostname="[^"]+"/);
  }
}

/** A progress line: the mark, the step's number and name, its duration (printed, never asserted). */
const PROGRESS = /^([✓✗]) (\d+)\. (.+) \((\d+ ms|\d+\.\d s)\)(: .+)?$/;

describe('verstak scenario run against the store as npm start runs it', () => {
  beforeAll(async () => {
    store = await startBuiltStore(800);
    folder = mkdtempSync(join(tmpdir(), 'verstak-scenarios-'));
  }, 120_000);
  afterAll(async () => {
    await store?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('ships the four example journeys', () => {
    expect(shipped.sort()).toEqual([
      'failed-then-paid.json',
      'guest-pickup-paid.json',
      'logged-in-courier-promo.json',
      'status-check.json',
    ]);
  });

  it('keeps no password in a shipped scenario', () => {
    for (const file of shipped)
      expect(readFileSync(join(scenariosDir, file), 'utf8')).not.toMatch(/"password"/);
  });

  it.each(shipped)('passes %s, a ✓ line per step, and writes its JUnit file', async (file) => {
    const steps = (JSON.parse(readFileSync(join(scenariosDir, file), 'utf8')) as { steps: unknown[] }).steps;
    const junit = join(folder, `${file}.xml`);
    const result = await verstak([
      'scenario',
      'run',
      join(scenariosDir, file),
      '--junit',
      junit,
      '--base-url',
      store.url,
    ]);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^Scenario: .+ \\(${store.url}\\)$`));
    const progress = lines.slice(1, -1);
    expect(progress).toHaveLength(steps.length);
    progress.forEach((line, i) => {
      expect(line).toMatch(PROGRESS);
      expect(PROGRESS.exec(line)?.slice(1, 3)).toEqual(['✓', String(i + 1)]);
    });
    expect(lines.at(-1)).toMatch(new RegExp(`^Passed: ${steps.length} steps in `));
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toContain(`<testsuite name="`);
    expect(xml).toContain(`tests="${steps.length}" failures="0" errors="0" skipped="0"`);
    expect(xml.match(/<testcase /g)).toHaveLength(steps.length);
    await expectValidJunit(xml);
  });

  it('fails at the step whose expectation breaks: exit 1 naming it, the rest skipped in JUnit, --json report', async () => {
    const file = join(folder, 'broken.json');
    writeFileSync(
      file,
      JSON.stringify({
        name: 'A paid order that is not',
        steps: [
          { step: 'search', query: 'дрель' },
          { step: 'add' },
          {
            step: 'checkout',
            delivery: 'pickup',
            pay: 'raiff-acquiring',
            buyer: { name: 'Тест Отказов', phone: '+7 900 555-04-04' },
          },
          { step: 'pay', name: 'the bank declines', outcome: 'failure', expect: { 'order.isPaid': true } },
          { step: 'status' },
        ],
      }),
    );
    const junit = join(folder, 'broken.xml');
    const result = await verstak(['scenario', 'run', file, '--junit', junit, '--base-url', store.url]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'error: Scenario "A paid order that is not" failed at step 4 (the bank declines): order.isPaid: expected true, got false\n',
    );
    const lines = result.stdout.trim().split('\n');
    expect(lines.at(-1)).toMatch(/^✗ 4\. the bank declines \(.+\): order\.isPaid: expected true, got false$/);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toContain('tests="5" failures="1" errors="0" skipped="1"');
    expect(xml).toContain('<failure message="order.isPaid: expected true, got false">');
    await expectValidJunit(xml);

    const json = await verstak(['--json', 'scenario', 'run', file, '--base-url', store.url]);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as { passed: boolean; steps: Array<{ outcome: string }> };
    expect(report.passed).toBe(false);
    expect(report.steps.map((s) => s.outcome)).toEqual(['passed', 'passed', 'passed', 'failed', 'skipped']);
    expect(JSON.parse(json.stderr).error.code).toBe('scenario_failed');
  });

  it('refuses a malformed scenario before running anything, naming the JSON path', async () => {
    const file = join(folder, 'malformed.json');
    writeFileSync(
      file,
      JSON.stringify({
        name: 'x',
        steps: [
          { step: 'search', query: 'дрель' },
          { step: 'add', quantity: 0 },
        ],
      }),
    );
    const result = await verstak(['scenario', 'run', file, '--base-url', store.url]);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toBe('error: steps[1].quantity: Must be at least 1\n');
  });

  it('writes one valid report, its folder made, for a folder of scenarios with one invalid, and when the store is down (exit 3)', async () => {
    const dir = join(folder, 'several');
    mkdirSync(dir);
    writeFileSync(
      join(dir, 'a-search.json'),
      JSON.stringify({ name: 'Search', steps: [{ step: 'search', query: 'дрель' }] }),
    );
    writeFileSync(
      join(dir, 'b-invalid.json'),
      JSON.stringify({ name: 'Bad', steps: [{ step: 'add', quantity: 0 }] }),
    );
    const report = join(folder, 'reports', 'nested', 'all.xml');
    const several = await verstak(['scenario', 'run', dir, '--junit', report, '--base-url', store.url]);
    expect(several.code).toBe(1);
    expect(several.stderr).toBe(
      `error: ${join(dir, 'b-invalid.json')}: steps[0].quantity: Must be at least 1\n`,
    );
    const xml = readFileSync(report, 'utf8');
    expect(xml.match(/<testsuite /g)).toHaveLength(2);
    await expectValidJunit(xml);

    // Nothing listens on port 9: the store cannot be reached, which is not a failed test.
    const downReport = join(folder, 'down', 'down.xml');
    const down = await verstak([
      'scenario',
      'run',
      dir,
      '--junit',
      downReport,
      '--base-url',
      'http://127.0.0.1:9',
    ]);
    expect(down.code).toBe(3);
    expect(down.stderr).toMatch(/^error: .*The store at http:\/\/127\.0\.0\.1:9 could not be reached/);
    const downXml = readFileSync(downReport, 'utf8');
    expect(downXml).toMatch(/<testsuites [^>]*failures="0" errors="2"/);
    await expectValidJunit(downXml);
  });

  /** `verstak scenario run` in this process (the CLI's own `run`), as 80 processes on 2 cores would take minutes. */
  async function runInProcess(file: string): Promise<{ code: number; out: string[]; err: string[] }> {
    const out: string[] = [];
    const err: string[] = [];
    const io: Io = {
      out: (t) => out.push(t),
      err: (t) => err.push(t),
      env: { VERSTAK_SESSION: join(folder, 'never-read.json') },
    };
    // 80 journeys at once on 2 cores, beside other suites: answers may be slow, never wrong.
    const code = await run(
      ['--timeout', '120', 'scenario', 'run', join(scenariosDir, file), '--base-url', store.url],
      io,
    );
    return { code, out, err };
  }

  it('cancels the orders a run placed when it ends, so their stock goes back; --keep-orders leaves them', async () => {
    const cancels = async (extra: string[]) => {
      const answers: Array<{ status: number; order: string }> = [];
      const io: Io = {
        out: () => {},
        err: () => {},
        env: {},
        fetch: async (input, init) => {
          const response = await globalThis.fetch(input, init);
          if (String(input).includes('/users/personal/orders/cancel') && init?.method === 'POST') {
            const body = (await response.clone().json()) as { data?: { order?: { status?: string } } };
            answers.push({ status: response.status, order: body.data?.order?.status ?? '' });
          }
          return response;
        },
      };
      const file = join(scenariosDir, 'failed-then-paid.json');
      expect(await run(['scenario', 'run', file, '--base-url', store.url, ...extra], io)).toBe(0);
      return answers;
    };
    expect(await cancels([])).toEqual([{ status: 200, order: 'cancelled' }]);
    expect(await cancels(['--keep-orders'])).toEqual([]);
  });

  it('passes 20 runs of every shipped scenario at once, twice in a row: each its own buyer, its orders cancelled', async () => {
    for (const round of [1, 2]) {
      const runs = await Promise.all(
        shipped.flatMap((file) =>
          Array.from({ length: 20 }, () => runInProcess(file).then((r) => ({ file, ...r }))),
        ),
      );
      const failed = runs.filter((r) => r.code !== 0);
      expect(
        failed.map((r) => `round ${round}, ${r.file}: ${r.err.join(' ')}`),
        `${failed.length} of ${runs.length} runs failed`,
      ).toEqual([]);
    }
  }, 600_000);
});
