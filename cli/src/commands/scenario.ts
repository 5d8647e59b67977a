import { readFile, writeFile } from 'node:fs/promises';
import { apiBase, type GlobalOptions, timeoutOf } from '../client';
import { CliError, type Io } from '../io';
import { junitXml, type StepReport } from '../scenario/junit';
import { runScenario } from '../scenario/run-scenario';
import { parseScenario } from '../scenario/scenario-schema';

const duration = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);

/** The scenario file's text, or a failure that says which file and why. */
async function scenarioText(file: string, io: Io): Promise<string> {
  try {
    return await (io.readFile ?? ((path: string) => readFile(path, 'utf8')))(file);
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new CliError(
      `Cannot read the scenario ${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (error as Error).message}`,
      'usage',
    );
  }
}

/**
 * `verstak scenario run <file> [--junit <file>] [--base-url <url>]`: runs a scenario (a journey in
 * JSON, docs/scenarios/README.md) against the API as a fresh guest, one progress line per step
 * (✓/✗, its name, its duration). A failed step ends the run with exit code 1 and a message naming
 * it; `--junit` writes the steps as JUnit XML either way.
 */
export async function scenarioRun(
  file: string,
  options: GlobalOptions & { junit?: string; baseUrl?: string },
  io: Io,
): Promise<void> {
  const api = apiBase(options.baseUrl ? { ...options, api: options.baseUrl } : options, io);
  const scenario = parseScenario(await scenarioText(file, io));
  if (scenario.city === undefined && options.city) scenario.city = options.city;
  const now = io.now ?? (() => performance.now());
  if (!options.json) io.out(`Scenario: ${scenario.name} (${api})`);
  const reports = await runScenario(scenario, {
    api,
    timeoutMs: timeoutOf(options),
    fetch: io.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    now,
    onStep: (index, report) => {
      if (options.json) return;
      const mark = report.outcome === 'passed' ? '✓' : '✗';
      io.out(
        `${mark} ${index + 1}. ${report.name} (${duration(report.durationMs)})${report.failure ? `: ${report.failure}` : ''}`,
      );
    },
  });
  if (options.junit)
    await (io.writeFile ?? ((path: string, content: string) => writeFile(path, content, 'utf8')))(
      options.junit,
      junitXml(scenario.name, reports),
    );
  const failedAt = reports.findIndex((r) => r.outcome === 'failed');
  const failed: StepReport | undefined = reports[failedAt];
  const total = reports.reduce((sum, r) => sum + r.durationMs, 0);
  if (options.json)
    io.out(
      JSON.stringify(
        {
          scenario: scenario.name,
          api,
          passed: failed === undefined,
          steps: reports.map((r, i) => ({ index: i + 1, ...r })),
        },
        null,
        2,
      ),
    );
  else if (!failed) io.out(`Passed: ${reports.length} steps in ${duration(total)}`);
  if (failed)
    throw new CliError(
      `Scenario "${scenario.name}" failed at step ${failedAt + 1} (${failed.name}): ${failed.failure ?? 'failed'}`,
      'scenario_failed',
    );
}
