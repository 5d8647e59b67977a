import { ApiError } from '@verstak/sdk';
import { CommanderError } from 'commander';
import { CliError } from './io';
import { printable } from './printable';

/** A failure as the CLI reports it: a code scripts can switch on and one line for people. */
export interface Failure {
  /** The CLI's own code, or the API's as the SDK has it (`ApiError.code`): as specific as the SDK's. */
  code: string;
  message: string;
  /** The server's code exactly as sent, when the SDK does not know it (`code` is then `http`). */
  serverCode?: string;
  /** Seconds before trying again may succeed (the answer's `Retry-After`: a 429's, a 503's). */
  retryAfter?: number;
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

/** `, text/html` of an answer's type, or nothing (nor for a type that is not one). */
function contentType(error: ApiError): string {
  const type = error.headers.get('Content-Type')?.split(';')[0]?.trim();
  return type && /^[\w.+-]+\/[\w.+-]+$/.test(type) ? `, ${type}` : '';
}

/** The most of what a server said that is printed: a hostile answer of megabytes is cut. */
const MAX_SAID = 1_000;

/**
 * Any failure as a code and one line: a bad flag (`usage`), the API unreachable or silent, a
 * validation error with its fields, the server's message, or the CLI's own checks.
 */
export function describeFailure(error: unknown, context: FailureContext): Failure {
  if (error instanceof CliError)
    return {
      code: error.code,
      message: error.message,
      ...(error.retryAfter === undefined ? {} : { retryAfter: error.retryAfter }),
    };
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
    if (error.code === 'not_api')
      return {
        code: 'not_api',
        message:
          error.status >= 500
            ? `${context.api} answered HTTP ${error.status}${contentType(error)} instead of the Verstak API: the store behind it may be down, or --api is wrong`
            : `${context.api} is not the Verstak API (HTTP ${error.status}${contentType(error)}): check --api or VERSTAK_API`,
      };
    const fields = Object.entries(error.errors).map(([field, message]) =>
      field === 'common' ? message : `${field}: ${message}`,
    );
    const full = printable(fields.length > 0 ? fields.join('; ') : error.message);
    const said = full.length > MAX_SAID ? `${full.slice(0, MAX_SAID)}…` : full;
    // A code this CLI's SDK does not know is named, so a person can look it up.
    const unknown =
      error.code === 'http' && error.serverCode ? printable(error.serverCode).slice(0, 100) : '';
    return {
      code: error.code,
      message: unknown ? `${said} (${unknown})` : said,
      ...(unknown ? { serverCode: unknown } : {}),
      ...(error.retryAfter === undefined ? {} : { retryAfter: error.retryAfter }),
    };
  }
  return { code: 'internal', message: error instanceof Error ? error.message : String(error) };
}
