import { describe, expect, it } from 'vitest';
import { junitXml } from './junit';

describe('junitXml', () => {
  it('writes one test case per step: passed, failed with its message, skipped after it', () => {
    const xml = junitXml('Guest <pickup> & pay', [
      { name: 'search «дрель»', outcome: 'passed', durationMs: 120 },
      {
        name: 'pay',
        outcome: 'failed',
        durationMs: 2500,
        failure: 'order.isPaid: expected true, got "x\u0000"',
      },
      { name: 'status', outcome: 'skipped', durationMs: 0 },
    ]);
    expect(xml).toContain(
      '<testsuite name="Guest &lt;pickup&gt; &amp; pay" tests="3" failures="1" skipped="1"',
    );
    expect(xml).toContain(
      '<testcase classname="Guest &lt;pickup&gt; &amp; pay" name="search «дрель»" time="0.120"/>',
    );
    expect(xml).toContain('<failure message="order.isPaid: expected true, got &quot;x&quot;">');
    expect(xml).toContain('<skipped message="an earlier step failed"/>');
    expect(xml).not.toContain('\u0000');
  });
});
