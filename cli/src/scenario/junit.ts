/** One step as the report has it. */
export interface StepReport {
  name: string;
  /** `passed`, `failed`, or `skipped` (after a failure). */
  outcome: 'passed' | 'failed' | 'skipped';
  /** Milliseconds, from the runner's clock. */
  durationMs: number;
  /** Why it failed. */
  failure?: string;
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

/** A scenario's steps as a JUnit XML test suite (one test case per step), as CI servers read it. */
export function junitXml(suite: string, steps: readonly StepReport[]): string {
  const failures = steps.filter((s) => s.outcome === 'failed').length;
  const skipped = steps.filter((s) => s.outcome === 'skipped').length;
  const total = steps.reduce((sum, s) => sum + s.durationMs, 0);
  const cases = steps.map((s) => {
    const open = `    <testcase classname="${escapeXml(suite)}" name="${escapeXml(s.name)}" time="${seconds(s.durationMs)}"`;
    if (s.outcome === 'passed') return `${open}/>`;
    const inner =
      s.outcome === 'skipped'
        ? '      <skipped message="an earlier step failed"/>'
        : `      <failure message="${escapeXml(s.failure ?? 'failed')}">${escapeXml(s.failure ?? '')}</failure>`;
    return `${open}>\n${inner}\n    </testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites tests="${steps.length}" failures="${failures}" skipped="${skipped}" time="${seconds(total)}">`,
    `  <testsuite name="${escapeXml(suite)}" tests="${steps.length}" failures="${failures}" skipped="${skipped}" errors="0" time="${seconds(total)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
