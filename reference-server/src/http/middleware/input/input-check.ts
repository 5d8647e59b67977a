import { describeIssue, type Endpoint, inputShape, issueCode } from '@verstak/sdk/contract';
import type { MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import { HttpError } from '../../http-error';
import type { CallEnv } from '../call-env';
import { BodyTooLargeError, dropEmpty, paramsToObject, readBody } from './read-body';

/**
 * The 400 of a failed check: each field with a message naming the rule it broke (Russian for a
 * shopper's field, the contract's rule) and that rule's machine-readable code.
 */
function invalidInput(error: z.core.$ZodError): HttpError {
  const errors: Record<string, string> = {};
  const codes: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'common';
    if (key in errors) continue;
    errors[key] = describeIssue(issue);
    codes[key] = issueCode(issue);
  }
  return new HttpError(400, 'validation', errors, undefined, { codes });
}

/** The input fields that travel in the body: a `plain` body is the value of the only one. */
function bodyFields(endpoint: Endpoint): string[] {
  const shape = inputShape(endpoint.input);
  const inPath = new Set(Array.from(endpoint.path.matchAll(/\{(\w+)\}/g), (m) => m[1]));
  return Object.keys(shape).filter((key) => !inPath.has(key));
}

/**
 * Reads the call's input — the query, (for other methods than GET) the body in the row's encoding,
 * then the path params — checks it against the row's input schema and hands the parsed value on as
 * `c.get('input')`. A failed check is 400 `validation` with an `errors` map naming each field and
 * rule; a body too large is 413, one that is not in the encoding 400.
 */
export function inputCheck(endpoint: Endpoint): MiddlewareHandler<CallEnv> {
  const plainField = endpoint.encoding === 'plain' ? bodyFields(endpoint)[0] : undefined;
  return async (c, next) => {
    const url = new URL(c.req.url);
    const raw: Record<string, unknown> = { ...paramsToObject(url.searchParams) };
    if (endpoint.method !== 'GET') {
      let body: Record<string, unknown>;
      try {
        body = await readBody(c.req.raw, endpoint.encoding);
      } catch (error) {
        if (error instanceof BodyTooLargeError)
          throw new HttpError(413, 'payload_too_large', { common: error.message });
        throw new HttpError(400, 'validation', { common: `The body must be ${endpoint.encoding} data` });
      }
      // The forms that place orders and payments treat an empty value as absent (§5 make-order).
      if (endpoint.idempotent) body = dropEmpty(body);
      if (endpoint.encoding === 'plain') {
        if (plainField !== undefined && body.body !== undefined) raw[plainField] = body.body;
      } else Object.assign(raw, body);
    }
    Object.assign(raw, c.req.param());
    const parsed = z.safeParse(endpoint.input, raw, { reportInput: true });
    if (!parsed.success) throw invalidInput(parsed.error);
    c.set('input', parsed.data);
    await next();
  };
}
