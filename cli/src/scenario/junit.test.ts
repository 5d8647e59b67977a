import { describe, expect, it } from 'vitest';
import { junitXml } from './junit';

const startedAt = new Date('2026-11-26T04:30:15.250Z');

describe('junitXml', () => {
  it('writes one test case per step: passed, failed with its message, skipped after it', () => {
    const xml = junitXml(
      [
        {
          name: 'Guest <pickup> & pay',
          file: 'docs/scenarios/guest.json',
          startedAt,
          steps: [
            { name: 'search «дрель»', outcome: 'passed', durationMs: 120 },
            {
              name: 'pay',
              outcome: 'failed',
              durationMs: 2500,
              failure: 'order.isPaid: expected true, got "x\u0000"',
            },
            { name: 'status', outcome: 'skipped', durationMs: 0 },
          ],
        },
      ],
      { hostname: 'ci-runner-7' },
    );
    expect(xml).toContain(
      '<testsuite name="Guest &lt;pickup&gt; &amp; pay" id="0" package="docs/scenarios/guest.json" timestamp="2026-11-26T04:30:15" hostname="ci-runner-7" tests="3" failures="1" errors="0" skipped="1" time="2.620">',
    );
    expect(xml).toContain(
      '<testcase classname="Guest &lt;pickup&gt; &amp; pay" name="search «дрель»" time="0.120"/>',
    );
    expect(xml).toContain('<failure message="order.isPaid: expected true, got &quot;x&quot;">');
    expect(xml).toContain('<skipped message="an earlier step failed"/>');
    expect(xml).not.toContain('\u0000');
  });

  it('puts several scenarios in one report; a step that could not be judged is an <error>; no skipped on <testsuites>', () => {
    const xml = junitXml(
      [
        {
          name: 'a',
          file: 'a.json',
          startedAt,
          steps: [{ name: 'search', outcome: 'passed', durationMs: 5 }],
        },
        {
          name: 'b',
          file: 'b.json',
          startedAt,
          steps: [
            { name: 'search', outcome: 'error', durationMs: 7, failure: 'connect ECONNREFUSED' },
            { name: 'add', outcome: 'skipped', durationMs: 0 },
          ],
        },
      ],
      { hostname: 'h' },
    );
    expect(xml).toMatch(
      /<testsuites name="verstak scenarios" tests="3" failures="0" errors="1" time="0\.012">/,
    );
    expect(xml.match(/<testsuite /g)).toHaveLength(2);
    expect(xml).toContain('<error message="connect ECONNREFUSED">connect ECONNREFUSED</error>');
    expect(/<testsuites [^>]*skipped=/.test(xml)).toBe(false);
  });
});
