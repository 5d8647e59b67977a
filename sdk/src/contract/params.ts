import * as z from 'zod/mini';

// Inputs arrive typed from the SDK and as strings from a query string or a form;
// these helpers accept both and yield the typed value.

const digits = /^\d+$/;

/** The largest id or count a call takes: PostgreSQL's `integer`, which the store's ids are. */
export const MAX_INT = 2_147_483_647;

/**
 * A schema whose callers write `In` — the type the SDK's inputs show, a number for a number — while at
 * run time it also takes the string a query or a form carries (the server's case). Declared as this
 * plain type rather than the pipe it is, so the SDK's declarations name `number`, not zod's generics.
 */
export type ParamSchema<Out, In = Out> = z.ZodMiniType<Out, In>;

/** `schema` as a `ParamSchema`: the same object, its input type narrowed to what the SDK's callers write. */
export function asParam<Out, In>(schema: z.ZodMiniType<Out, unknown>): ParamSchema<Out, In> {
  return schema as ParamSchema<Out, In>;
}

/** C0 control characters but tab and line breaks, and DEL: PostgreSQL refuses NUL in text, and none belongs in a query. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/** The messages of a text's rules: English by default; a shopper's field gives Russian ones. */
export interface TextMessages {
  /** Not a string, or absent (`input` is undefined then). */
  type?: (input: unknown) => string;
  tooLong?: string;
  control?: string;
}

/** A string of at most `max` characters without control characters (NUL included). */
export function boundedText(max: number, messages: TextMessages = {}) {
  const { type } = messages;
  return z.string(type ? { error: (issue) => type(issue.input) } : undefined).check(
    z.maxLength(max, messages.tooLong ?? `Must be at most ${max} characters`),
    z.refine((v) => !hasControlCharacter(v), messages.control ?? 'Must not contain control characters'),
  );
}

/**
 * A non-negative integer given as a number or a string of digits, between `min` and `max` (an int4 by
 * default). `rule`, when given, is the one message of every failure (absent, not a whole number, out
 * of range): a shopper's field states its rule in Russian; by default each failure is told in English.
 */
export function intParam(min = 0, max = MAX_INT, rule?: string): ParamSchema<number> {
  const range = rule ?? `Must be an integer from ${min} to ${max}`;
  const integer = rule ?? 'Expected an integer';
  const type = rule === undefined ? undefined : { error: rule };
  return asParam(
    z.pipe(
      // Number.isInteger, not z.int(): a huge number (1e308) is then told the field's own range, not 2^53.
      z.union(
        [
          z
            .number(type)
            .check(z.refine(Number.isInteger, { message: integer, params: { code: 'not_integer' } })),
          z.string(type).check(z.regex(digits, integer)),
        ],
        type,
      ),
      z.pipe(
        z.transform((v: number | string) => Number(v)),
        z.number().check(z.gte(min, range), z.lte(max, range)),
      ),
    ),
  );
}

/** The largest amount of roubles a call takes: far above any basket (100 lines × 999 × 10⁷ ₽). */
const MAX_ROUBLES = 1e12;

/**
 * An amount of roubles with at most two decimals (kopecks), given as a number or as a string with a
 * point or a comma ("12990", "12990.5", "12 990,50" is not: no spaces); not negative.
 */
export function moneyParam(): ParamSchema<number> {
  const problem = 'Expected an amount of roubles with at most two decimals';
  return asParam(
    z.pipe(
      z.union([
        z
          .number()
          .check(
            z.refine((v) => Number.isFinite(v) && Math.abs(Math.round(v * 100) - v * 100) < 1e-6, problem),
          ),
        z.string().check(z.regex(/^\d{1,13}(?:[.,]\d{1,2})?$/, problem)),
      ]),
      z.pipe(
        z.transform((v: number | string) => Number(String(v).replace(',', '.'))),
        z.number().check(z.gte(0, problem), z.lte(MAX_ROUBLES, `Must be at most ${MAX_ROUBLES} roubles`)),
      ),
    ),
  );
}

/** A list of integer ids given as an array or as a comma-separated string, at least `minItems` of them. */
export function idListParam(maxItems = 100, minItems = 0): ParamSchema<string[], number[]> {
  return asParam(
    z.pipe(
      z.union([z.array(z.union([z.number(), z.string()])), z.string()]),
      z.pipe(
        z.transform((v: Array<number | string> | string) =>
          (typeof v === 'string' ? v.split(',') : v).map((x) => String(x).trim()).filter((x) => x !== ''),
        ),
        z
          .array(
            z.string().check(
              z.regex(digits, 'Expected integer ids'),
              z.refine((v) => Number(v) <= MAX_INT, `Ids must not exceed ${MAX_INT}`),
            ),
          )
          .check(
            z.minLength(minItems, `At least ${minItems} ${minItems === 1 ? 'id' : 'ids'}`),
            z.maxLength(maxItems, `At most ${maxItems} ids`),
          ),
      ),
    ),
  );
}

/** A trimmed, non-empty string of at most `max` characters. */
export function textParam(max = 200) {
  return z.pipe(
    boundedText(max * 4),
    z.pipe(
      z.transform((v: string) => v.trim()),
      z
        .string()
        .check(z.minLength(1, 'Must not be empty'), z.maxLength(max, `Must be at most ${max} characters`)),
    ),
  );
}

/** A URL slug: lower-case latin letters, digits and dashes. */
export const slugParam = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'Expected a slug'));
