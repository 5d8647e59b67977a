/** Where a command writes and what it reads from its environment; tests pass their own. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  env: Record<string, string | undefined>;
  /** The fetch the SDK client uses (tests call an in-process server). */
  fetch?: typeof fetch;
}

/** A failure the CLI reports as one line with exit code 1. */
export class CliError extends Error {
  override name = 'CliError';
}
