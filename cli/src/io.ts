/** Where a command writes and what it reads from its environment; tests pass their own. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  env: Record<string, string | undefined>;
  /** The fetch the SDK client uses (tests call an in-process server). */
  fetch?: typeof fetch;
}

import type { ApiErrorCode } from '@verstak/sdk';

/** The codes of failures the CLI finds itself, besides the API's own (ApiError.code), which pass through. */
export type CliErrorCode = 'usage' | 'unknown_city' | 'page_out_of_range' | 'invalid_range' | ApiErrorCode;

/** A failure the CLI reports as one line (or one JSON object under --json) with exit code 1. */
export class CliError extends Error {
  override name = 'CliError';
  /** What kind of failure, for scripts reading `--json` errors. */
  readonly code: CliErrorCode;
  constructor(message: string, code: CliErrorCode = 'usage') {
    super(message);
    this.code = code;
  }
}
