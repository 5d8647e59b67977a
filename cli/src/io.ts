import type { ApiErrorCode } from '@verstak/sdk';

/** Where a command writes and what it reads from its environment; tests pass their own. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  env: Record<string, string | undefined>;
  /** The fetch the SDK client uses (tests call an in-process server). */
  fetch?: typeof fetch;
  /** Where `login` reads a password or code; none means stdin is unavailable (no prompt, no --password-stdin). */
  input?: Terminal;
  /** The wall clock, ms since the epoch, by which the session's expiry is read; `Date.now` when absent (tests pass a fake one). */
  clock?: () => number;
  /** Milliseconds of a monotonic clock, for the scenario runner's step durations (tests pass their own). */
  now?: () => number;
  /** Lists a folder's entries (`scenario run <folder>`), throwing for what is not a folder; `node:fs` when absent. */
  readDir?: (path: string) => Promise<string[]>;
  /** Reads a file (`scenario run`); `node:fs` when absent. */
  readFile?: (path: string) => Promise<string>;
  /** Writes a file (`scenario run --junit`); `node:fs` when absent. */
  writeFile?: (path: string, content: string) => Promise<void>;
}

/** The CLI's standard input, as `login` reads it. */
export interface Terminal {
  /** Whether stdin is a terminal a person types on (prompts are possible). */
  readonly interactive: boolean;
  /** Writes `question` on stderr and reads one line; `secret` keeps what is typed off the screen. */
  ask(question: string, options?: { secret?: boolean }): Promise<string>;
  /** Reads stdin to its end (`--password-stdin`). */
  readAll(): Promise<string>;
}

/** The codes of failures the CLI finds itself, besides the API's own (ApiError.code), which pass through. */
export type CliErrorCode =
  | 'usage'
  | 'unknown_city'
  | 'page_out_of_range'
  | 'invalid_range'
  | 'not_logged_in'
  | 'cancelled'
  | 'not_available'
  | 'scenario_invalid'
  | 'scenario_failed'
  | ApiErrorCode;

/** A failure the CLI reports as one line (or one JSON object under --json) with exit code 1 (or its own). */
export class CliError extends Error {
  override name = 'CliError';
  /** What kind of failure, for scripts reading `--json` errors. */
  readonly code: CliErrorCode;
  /** Seconds before trying again may succeed, when the API said (`Retry-After`). */
  readonly retryAfter: number | undefined;
  /** The exit code, when not the one its code implies (1, or 2 for `usage`). */
  readonly exitCode: number | undefined;
  constructor(
    message: string,
    code: CliErrorCode = 'usage',
    options: { retryAfter?: number | undefined; exitCode?: number | undefined } = {},
  ) {
    super(message);
    this.code = code;
    this.retryAfter = options.retryAfter;
    this.exitCode = options.exitCode;
  }
}
