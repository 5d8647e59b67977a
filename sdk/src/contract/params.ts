import * as z from 'zod/mini';

// Inputs arrive typed from the SDK and as strings from a query string or a form;
// these helpers accept both and yield the typed value.

const digits = /^\d+$/;

/** A non-negative integer given as a number or a string of digits. */
export function intParam(min = 0, max = Number.MAX_SAFE_INTEGER) {
  return z.pipe(
    z.union([z.number().check(z.int()), z.string().check(z.regex(digits, 'Expected an integer'))]),
    z.pipe(
      z.transform((v: number | string) => Number(v)),
      z.number().check(z.gte(min), z.lte(max)),
    ),
  );
}

/** A list of integer ids given as an array or as a comma-separated string. */
export function idListParam(maxItems = 100) {
  return z.pipe(
    z.union([z.array(z.union([z.number(), z.string()])), z.string()]),
    z.pipe(
      z.transform((v: Array<number | string> | string) =>
        (typeof v === 'string' ? v.split(',') : v).map((x) => String(x).trim()).filter((x) => x !== ''),
      ),
      z.array(z.string().check(z.regex(digits, 'Expected integer ids'))).check(z.maxLength(maxItems)),
    ),
  );
}

/** A trimmed, non-empty string of at most `max` characters. */
export function textParam(max = 200) {
  return z.pipe(
    z.string(),
    z.pipe(
      z.transform((v: string) => v.trim()),
      z.string().check(z.minLength(1, 'Must not be empty'), z.maxLength(max)),
    ),
  );
}

/** A URL slug: lower-case latin letters, digits and dashes. */
export const slugParam = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'Expected a slug'));
