import { ApiError } from '@verstak/sdk';
import { CommanderError } from 'commander';
import { CliError } from './io';

/** A failure as the CLI reports it: a code scripts can switch on and one line for people. */
export interface Failure {
  code: string;
  message: string;
}

/** What the report of a failure needs to know of the run. */
export interface FailureContext {
  /** The API origin, or `''` when `--api` itself was the problem. */
  api: string;
  /** The `--timeout` in force, in seconds. */
  timeoutSeconds: number;
}

/** The deepest cause of an error, which names the reason (ECONNREFUSED, ENOTFOUND, …). */
function reasonOf(error: Error): string {
  let reason: unknown = error;
  while (reason instanceof Error && reason.cause instanceof Error) reason = reason.cause;
  const code = (reason as { code?: unknown }).code;
  return typeof code === 'string' ? code : (reason as Error).message;
}

/**
 * Any failure as a code and one line: a bad flag (`usage`), the API unreachable or silent, a
 * validation error with its fields, the server's message, or the CLI's own checks.
 */
export function describeFailure(error: unknown, context: FailureContext): Failure {
  if (error instanceof CliError) return { code: error.code, message: error.message };
  if (error instanceof CommanderError) {
    // Commander's messages start with "error: " and may add a hint on a second line.
    const message = error.message
      .replace(/^error: /, '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join(' ');
    return { code: 'usage', message };
  }
  if (error instanceof ApiError) {
    if (error.code === 'timeout')
      return {
        code: 'timeout',
        message: `The API at ${context.api} did not answer in ${context.timeoutSeconds} s`,
      };
    if (error.code === 'network')
      return {
        code: 'network',
        message: `Cannot reach the Verstak API at ${context.api}: ${reasonOf(error)}`,
      };
    if (error.status === 0) return { code: error.code, message: error.message };
    const fields = Object.entries(error.errors).map(([field, message]) =>
      field === 'common' ? message : `${field}: ${message}`,
    );
    return { code: error.code, message: fields.length > 0 ? fields.join('; ') : error.message };
  }
  return { code: 'internal', message: error instanceof Error ? error.message : String(error) };
}
