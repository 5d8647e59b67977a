/** One step as the report has it. */
export interface StepReport {
  name: string;
  /**
   * `passed`; `failed` (the store answered, but not as expected); `error` (the step could not be
   * judged: the store could not be reached, or the scenario file could not be read or is invalid);
   * `skipped` (after a failure or an error).
   */
  outcome: 'passed' | 'failed' | 'error' | 'skipped';
  /** Milliseconds, from the runner's clock. */
  durationMs: number;
  /** Why it failed. */
  failure?: string;
  /** The tracking events it caused, one line each (`--events`). */
  events?: string[];
}

/** One scenario file's run, as one `<testsuite>` of the report. */
export interface SuiteReport {
  /** The scenario's name, or the file's when it could not be read. */
  name: string;
  /** The scenario file, as given on the command line. */
  file: string;
  steps: readonly StepReport[];
  /** When the run of this scenario started. */
  startedAt: Date;
}

/** Where and when the report was made: JUnit's `hostname` and the suites' `timestamp`s. */
export interface ReportContext {
  hostname: string;
}

/** Whether XML 1.0 allows a character at all, even escaped: no NUL, no other C0 control but tab and line breaks. */
const xmlAllowed = (c: string) => {
  const code = c.charCodeAt(0);
  return (
    (code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) && code !== 0xfffe && code !== 0xffff
  );
};

const escapeXml = (text: string) =>
  Array.from(text)
    .filter(xmlAllowed)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** JUnit's timestamp, as Ant writes it: ISO 8601 in UTC, to the second, without a zone. */
const timestamp = (date: Date) => date.toISOString().slice(0, 19);

const count = (steps: readonly StepReport[], outcome: StepReport['outcome']) =>
  steps.filter((s) => s.outcome === outcome).length;

function testsuite(suite: SuiteReport, id: number, context: ReportContext): string[] {
  const { steps } = suite;
  const total = steps.reduce((sum, s) => sum + s.durationMs, 0);
  const cases = steps.map((s) => {
    const open = `    <testcase classname="${escapeXml(suite.name)}" name="${escapeXml(s.name)}" time="${seconds(s.durationMs)}"`;
    if (s.outcome === 'passed') return `${open}/>`;
    const why = escapeXml(s.failure ?? s.outcome);
    const inner =
      s.outcome === 'skipped'
        ? `      <skipped message="${escapeXml(s.failure ?? 'an earlier step failed')}"/>`
        : `      <${s.outcome === 'failed' ? 'failure' : 'error'} message="${why}">${why}</${s.outcome === 'failed' ? 'failure' : 'error'}>`;
    return `${open}>\n${inner}\n    </testcase>`;
  });
  return [
    `  <testsuite name="${escapeXml(suite.name)}" id="${id}" package="${escapeXml(suite.file)}" timestamp="${timestamp(suite.startedAt)}" hostname="${escapeXml(context.hostname)}" tests="${steps.length}" failures="${count(steps, 'failed')}" errors="${count(steps, 'error')}" skipped="${count(steps, 'skipped')}" time="${seconds(total)}">`,
    ...cases,
    '  </testsuite>',
  ];
}

/**
 * The scenarios' runs as one JUnit XML report, as CI servers read it: a `<testsuite>` per scenario
 * file (with its `timestamp` and the `hostname`), a `<testcase>` per step; `<failure>` for a step
 * whose answer broke an expectation, `<error>` for one that could not be judged (the store could
 * not be reached, the file is not a scenario). `<testsuites>` carries only the attributes the
 * common schema (Jenkins' junit-10.xsd) allows it: no `skipped`.
 */
export function junitXml(suites: readonly SuiteReport[], context: ReportContext): string {
  const steps = suites.flatMap((s) => s.steps);
  const total = steps.reduce((sum, s) => sum + s.durationMs, 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="verstak scenarios" tests="${steps.length}" failures="${count(steps, 'failed')}" errors="${count(steps, 'error')}" time="${seconds(total)}">`,
    ...suites.flatMap((suite, i) => testsuite(suite, i, context)),
    '</testsuites>',
    '',
  ].join('\n');
}
