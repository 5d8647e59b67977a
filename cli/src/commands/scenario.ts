import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';
import { createAnalytics, type EcommerceEvent } from '@verstak/sdk';
import { apiBase, type GlobalOptions, timeoutOf } from '../client';
import { CliError, type Io } from '../io';
import { junitXml, type StepReport, type SuiteReport } from '../scenario/junit';
import { runScenario } from '../scenario/run-scenario';
import { eventLine } from '../scenario/scenario-events';
import { parseScenario, type Scenario } from '../scenario/scenario-schema';

/** The exit code of a run that could not reach the store: an error of the set-up, not a failed test. */
export const UNREACHABLE_EXIT_CODE = 3;

const duration = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);

/** Why a file could not be read, in words. */
function readProblem(file: string, error: unknown): string {
  const code = (error as { code?: string }).code;
  return `Cannot read the scenario ${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (error as Error).message}`;
}

/**
 * The scenario files the arguments name, in order: a file as it is, a folder as its `*.json` files
 * (sorted by name). A folder with none is a usage error; a file that cannot be read is reported by
 * the run (it still gets its suite in the report).
 */
async function scenarioFiles(paths: readonly string[], io: Io): Promise<string[]> {
  const list = io.readDir ?? ((path: string) => readdir(path));
  const files: string[] = [];
  for (const path of paths) {
    let entries: string[] | null;
    try {
      entries = await list(path);
    } catch {
      entries = null; // Not a folder (or not there): read as a file, which says why when it cannot be.
    }
    if (entries === null) {
      files.push(path);
      continue;
    }
    const json = entries.filter((name) => name.endsWith('.json')).sort();
    if (json.length === 0) throw new CliError(`The folder ${path} holds no scenario (*.json) files`, 'usage');
    files.push(...json.map((name) => join(path, name)));
  }
  return files;
}

/** What one file's run came to. */
interface FileRun {
  suite: SuiteReport;
  /** Why it did not pass, as the one error line says it; none when it passed. */
  problem?: { message: string; code: 'usage' | 'scenario_invalid' | 'scenario_failed' | 'network' };
  scenario?: Scenario;
}

/** Options of `verstak scenario run`. */
export interface ScenarioRunOptions extends GlobalOptions {
  /** Where to write the JUnit XML report (its folder is made). */
  junit?: string;
  /** The API to run against, instead of `--api`. */
  baseUrl?: string;
  /** Leave the orders the runs placed as they are (else each run cancels its own at the end). */
  keepOrders?: boolean;
  /** Print the tracking events (§7.8) each step caused, under its line (and in `--json`, per step). */
  events?: boolean;
}

/**
 * `verstak scenario run <file|folder>... [--junit <file>] [--base-url <url>] [--keep-orders]`: runs
 * scenarios (journeys in JSON, docs/scenarios/README.md) against the API, each as a fresh guest of its
 * own, one after another, a progress line per step (✓/✗, its name, its duration). Exit code 1 names
 * the first scenario that failed or is not valid; 3 when the store could not be reached (the runs
 * after that are not tried). `--junit` writes one report of every file, whatever happened.
 */
export async function scenarioRun(
  paths: readonly string[],
  options: ScenarioRunOptions,
  io: Io,
): Promise<void> {
  const api = apiBase(options.baseUrl ? { ...options, api: options.baseUrl } : options, io);
  const now = io.now ?? (() => performance.now());
  const runs: FileRun[] = [];
  try {
    const files = await scenarioFiles(paths, io);
    let unreachable: string | null = null;
    for (const file of files) {
      if (unreachable !== null) {
        runs.push(await notRun(file, `Not run: the store at ${api} could not be reached`, io));
        continue;
      }
      const run = await runFile(file, files.length > 1, api, options, io, now);
      runs.push(run);
      if (run.problem?.code === 'network') unreachable = run.problem.message;
    }
  } finally {
    if (options.junit && runs.length > 0) await writeReport(options.junit, runs, io);
  }
  if (options.json) io.out(JSON.stringify(jsonReport(runs, api), null, 2));
  else if (runs.length > 1)
    io.out(`${runs.filter((r) => !r.problem).length} of ${runs.length} scenarios passed`);
  const first = runs.find((r) => r.problem)?.problem;
  if (!first) return;
  if (first.code === 'network')
    throw new CliError(first.message, 'network', { exitCode: UNREACHABLE_EXIT_CODE });
  const unreachable = runs.find((r) => r.problem?.code === 'network')?.problem;
  if (unreachable)
    throw new CliError(`${first.message}; then: ${unreachable.message}`, 'network', {
      exitCode: UNREACHABLE_EXIT_CODE,
    });
  throw new CliError(first.message, first.code);
}

/** A file that was not run because the store could not be reached before it: named by its scenario when it reads. */
async function notRun(file: string, why: string, io: Io): Promise<FileRun> {
  let name = file;
  try {
    name = parseScenario(
      await (io.readFile ?? ((path: string) => readFile(path, 'utf8')))(file),
      io.env,
    ).name;
  } catch {
    // Unreadable or invalid: its file names it, and the store's absence is the error to report.
  }
  return {
    suite: {
      name,
      file,
      startedAt: new Date(),
      steps: [{ name: 'run the scenario', outcome: 'error', durationMs: 0, failure: why }],
    },
    problem: { message: why, code: 'network' },
  };
}

/** Reads, checks and runs one scenario file. */
async function runFile(
  file: string,
  /** Whether other files run too: messages then name the file. */
  several: boolean,
  api: string,
  options: ScenarioRunOptions,
  io: Io,
  now: () => number,
): Promise<FileRun> {
  const startedAt = new Date();
  const broken = (message: string, code: 'usage' | 'scenario_invalid'): FileRun => ({
    suite: {
      name: file,
      file,
      startedAt,
      steps: [{ name: 'read the scenario file', outcome: 'error', durationMs: 0, failure: message }],
    },
    problem: { message, code },
  });
  let text: string;
  try {
    text = await (io.readFile ?? ((path: string) => readFile(path, 'utf8')))(file);
  } catch (error) {
    return broken(readProblem(file, error), 'usage');
  }
  let scenario: Scenario;
  try {
    scenario = parseScenario(text, io.env);
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    return broken(several ? `${file}: ${error.message}` : error.message, 'scenario_invalid');
  }
  if (scenario.city === undefined && options.city) scenario.city = options.city;
  if (!options.json) io.out(`Scenario: ${scenario.name} (${api})`);
  // --events: what each step sent to the analytics, printed under its progress line.
  const analytics = options.events ? createAnalytics() : undefined;
  const caused: EcommerceEvent[] = [];
  analytics?.on((event) => caused.push(event));
  const stepEvents: string[][] = [];
  const steps = await runScenario(scenario, {
    api,
    timeoutMs: timeoutOf(options),
    fetch: io.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    now,
    ...(options.keepOrders ? { keepOrders: true } : {}),
    ...(analytics ? { analytics } : {}),
    onStep: (index, report) => {
      const events = caused.splice(0).map(eventLine);
      stepEvents[index] = events;
      if (options.json) return;
      const mark = report.outcome === 'passed' ? '✓' : '✗';
      io.out(
        `${mark} ${index + 1}. ${report.name} (${duration(report.durationMs)})${report.failure ? `: ${report.failure}` : ''}`,
      );
      for (const line of events) io.out(`    → ${line}`);
    },
  });
  analytics?.destroy();
  const suite: SuiteReport = {
    name: scenario.name,
    file,
    startedAt,
    steps: analytics ? steps.map((s, i) => ({ ...s, events: stepEvents[i] ?? [] })) : steps,
  };
  const at = steps.findIndex((r) => r.outcome === 'failed' || r.outcome === 'error');
  const failed: StepReport | undefined = steps[at];
  if (!failed) {
    if (!options.json)
      io.out(`Passed: ${steps.length} steps in ${duration(steps.reduce((sum, r) => sum + r.durationMs, 0))}`);
    return { suite, scenario };
  }
  if (failed.outcome === 'error')
    return {
      suite,
      scenario,
      problem: {
        message: `The store at ${api} could not be reached (scenario "${scenario.name}", step ${at + 1}): ${failed.failure ?? ''}`,
        code: 'network',
      },
    };
  return {
    suite,
    scenario,
    problem: {
      message: `Scenario "${scenario.name}" failed at step ${at + 1} (${failed.name}): ${failed.failure ?? 'failed'}`,
      code: 'scenario_failed',
    },
  };
}

/** Writes the JUnit report, making its folder first. */
async function writeReport(path: string, runs: readonly FileRun[], io: Io): Promise<void> {
  const xml = junitXml(
    runs.map((r) => r.suite),
    { hostname: io.env.HOSTNAME || hostname() },
  );
  const write =
    io.writeFile ??
    (async (file: string, content: string) => {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, content, 'utf8');
    });
  try {
    await write(path, xml);
  } catch (error) {
    throw new CliError(`Cannot write the JUnit report ${path}: ${(error as Error).message}`, 'usage');
  }
}

/** The `--json` report: one scenario's as it was, several as `{passed, scenarios}`. */
function jsonReport(runs: readonly FileRun[], api: string) {
  const one = (r: FileRun) => ({
    scenario: r.suite.name,
    file: r.suite.file,
    api,
    passed: !r.problem,
    steps: r.suite.steps.map((s, i) => ({ index: i + 1, ...s })),
  });
  if (runs.length === 1 && runs[0]) return one(runs[0]);
  return { passed: runs.every((r) => !r.problem), scenarios: runs.map(one) };
}
