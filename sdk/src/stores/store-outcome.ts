import { ApiError } from '../http/api-error';
import { refusalMessage } from '../http/refusal-message';

/**
 * The server said no (a 4xx): `reason` is its machine-readable code for the refused field (the error
 * body's `codes`, else the error's own code), `message` the Russian sentence it gave for the shopper.
 */
export interface Refused<R extends string = string> {
  kind: 'refused';
  reason: R;
  message: string;
}

/**
 * The change did not get an answer it could act on: no connection, a timeout, a 5xx. Most screens stay
 * silent (§8); `message` is the error's own words.
 */
export interface Failed {
  kind: 'failed';
  message: string;
}

/** The action was not sent: the same product's request still runs, so the click is ignored (§4.7, §4.4). */
export interface Ignored {
  kind: 'ignored';
}

/** A store action's failure as an outcome: a 4xx is `refused` (reason and message), anything else `failed`. */
export function failureOutcome<R extends string>(
  error: unknown,
  field: string | undefined,
  reasonOf: (code: string) => R,
): Refused<R> | Failed {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const code = (field ? error.codes[field] : undefined) ?? error.codes.common ?? error.code;
    return { kind: 'refused', reason: reasonOf(code), message: refusalMessage(error, field) };
  }
  return { kind: 'failed', message: refusalMessage(error, field) };
}
