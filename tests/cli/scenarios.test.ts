// The shipped example scenarios (docs/scenarios/*.json), run by the built `verstak scenario run`
// against a real store started as `npm start` runs it, payment sandbox included: each passes, with a
// progress line per step and a JUnit file; a failing scenario exits 1 naming its step.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(xml).toContain(`tests="${steps.length}" failures="0" skipped="0"`);
    expect(xml.match(/<testcase /g)).toHaveLength(steps.length);
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
    expect(xml).toContain('tests="5" failures="1" skipped="1"');
    expect(xml).toContain('<failure message="order.isPaid: expected true, got false">');

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
});
