import { describeError } from './describe-error';

// The one writer of the server's log lines. Errors are described by describeError (no values, no
// personal data); a line written again and again — a full disk fails every request, thousands a
// second — is written once, then summarised: one line per interval with how many times it came.

/** What the server logs through. */
export interface LogWriter {
  /** A fault: `error` described without data, with `where` it happened (`POST /api/v4/… → 503`). */
  error(error: unknown, where?: string, options?: { frames?: number }): void;
  /** A note for the operator (a lost connection), in words of the server's own. */
  warn(message: string): void;
  /** Writes the counts of lines held back whose interval has ended (the timer calls it too). */
  flush(): void;
}

/** Options of {@link createLogWriter}. */
export interface LogWriterOptions {
  /** Where a finished line goes; standard error by default. */
  write?: (line: string) => void;
  /** The clock intervals are measured by; real time by default. */
  clock?: { now(): number };
  /** How long repeats of a line are counted before one summary line; 10 s by default. */
  intervalMs?: number;
  /** Runs `flush` when an interval with held-back lines ends; an unref'd setTimeout by default. */
  schedule?: (flush: () => void, ms: number) => void;
  /** Distinct lines tracked at once; the oldest is summarised and forgotten past it (1,000 by default). */
  maxLines?: number;
}

interface Window {
  /** When the line was last written (a summary included). */
  since: number;
  /** Repeats held back since. */
  held: number;
}

/** Prefix of every line: which program speaks. */
const PREFIX = 'verstak:';

/** A writer that describes errors safely and summarises repeated lines per interval. */
export function createLogWriter(options: LogWriterOptions = {}): LogWriter {
  const write = options.write ?? ((line: string) => process.stderr.write(`${line}\n`));
  const clock = options.clock ?? { now: () => Date.now() };
  const intervalMs = options.intervalMs ?? 10_000;
  const maxLines = options.maxLines ?? 1000;
  const schedule =
    options.schedule ??
    ((run: () => void, ms: number) => {
      setTimeout(run, ms).unref();
    });
  const windows = new Map<string, Window>();
  let scheduled = false;
  const seconds = `${Math.round(intervalMs / 100) / 10} s`;

  const summarise = (line: string, window: Window) => write(`${line} (×${window.held} more in ${seconds})`);

  const flush = () => {
    scheduled = false;
    const now = clock.now();
    let pending = false;
    for (const [line, window] of windows) {
      if (now - window.since < intervalMs) {
        pending ||= window.held > 0;
        continue;
      }
      if (window.held > 0) {
        // Repeats go on being counted from here: a fault that lasts is one line per interval.
        summarise(line, window);
        windows.set(line, { since: now, held: 0 });
      } else windows.delete(line);
    }
    if (pending) later();
  };
  const later = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(flush, intervalMs);
  };

  const emit = (line: string) => {
    const now = clock.now();
    const window = windows.get(line);
    if (window && now - window.since < intervalMs) {
      window.held++;
      later();
      return;
    }
    if (window && window.held > 0) {
      // The interval ended with repeats held back: they are the summary, this one opens the next.
      summarise(line, window);
      windows.set(line, { since: now, held: 1 });
      later();
      return;
    }
    windows.delete(line);
    write(line);
    windows.set(line, { since: now, held: 0 });
    if (windows.size > maxLines) {
      const [oldest, held] = windows.entries().next().value as [string, Window];
      if (held.held > 0) summarise(oldest, held);
      windows.delete(oldest);
    }
  };

  return {
    error(error, where, errorOptions) {
      emit(`${PREFIX} ${where ? `${where}: ` : ''}${describeError(error, errorOptions)}`);
    },
    warn(message) {
      emit(`${PREFIX} ${message}`);
    },
    flush,
  };
}

/** The process's own writer (standard error, real time): the default wherever a log is not given. */
export const processLog: LogWriter = createLogWriter();
