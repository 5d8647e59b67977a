import { describe, expect, it } from 'vitest';
import { createLogWriter } from './log-writer';

// A fault that fails every request must not write thousands of identical lines a second: the first
// is written, the repeats are counted, one summary line per interval says how many.

function writer() {
  const lines: string[] = [];
  let now = 0;
  const timers: Array<{ run: () => void; at: number }> = [];
  const log = createLogWriter({
    write: (line) => lines.push(line),
    clock: { now: () => now },
    intervalMs: 10_000,
    schedule: (run, ms) => timers.push({ run, at: now + ms }),
  });
  /** Moves the clock and runs the timers that are due. */
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((t) => t.at <= now);
    timers.splice(0, timers.length, ...timers.filter((t) => t.at > now));
    for (const timer of due) timer.run();
  };
  return { log, lines, advance };
}

const diskFull = () =>
  Object.assign(new Error('could not extend file "base/16384/2619": No space left on device'), {
    code: '53100',
  });

describe('the log writer', () => {
  it('writes a line repeated 14,700 times in 10 s once, then one summary with the count', () => {
    const { log, lines, advance } = writer();
    for (let i = 0; i < 14_700; i++) {
      log.error(diskFull(), 'POST /api/v4/catalog/orders/make → 503');
      if (i % 1470 === 0) advance(1);
    }
    expect(lines).toEqual([
      'verstak: POST /api/v4/catalog/orders/make → 503: Error sqlstate=53100 (disk_full): could not extend file "…": No space left on device',
    ]);
    advance(10_000);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(`${lines[0]} (×14699 more in 10 s)`);
    // Quiet since: nothing more; the same fault later is written afresh.
    advance(60_000);
    expect(lines).toHaveLength(2);
    log.error(diskFull(), 'POST /api/v4/catalog/orders/make → 503');
    expect(lines).toHaveLength(3);
  });

  it('under a fault that lasts, writes one line per interval with its count', () => {
    const { log, lines, advance } = writer();
    for (let second = 0; second < 30; second++) {
      for (let i = 0; i < 100; i++)
        log.warn('PostgreSQL dropped an idle connection; the next query reconnects');
      advance(1000);
    }
    // The first line, then one summary per 10 s.
    expect(lines).toHaveLength(4);
    const counted = lines.slice(1).map((l) => Number(/×(\d+) more/.exec(l)?.[1]));
    expect(1 + counted.reduce((a, b) => a + b, 0)).toBe(3000);
  });

  it('writes different lines each, counts a repeat, and writes a line afresh after a quiet interval', () => {
    const { log, lines, advance } = writer();
    log.warn('one');
    log.warn('two');
    log.warn('one');
    advance(10_001);
    log.warn('one');
    expect(lines).toEqual(['verstak: one', 'verstak: two', 'verstak: one (×1 more in 10 s)']);
    advance(10_001);
    expect(lines).toEqual([
      'verstak: one',
      'verstak: two',
      'verstak: one (×1 more in 10 s)',
      'verstak: one (×1 more in 10 s)',
    ]);
    // A quiet interval, then the line is written afresh.
    advance(20_002);
    log.warn('one');
    expect(lines.at(-1)).toBe('verstak: one');
  });
});
