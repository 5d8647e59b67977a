import { describeIssue, MAX_INT, PAY_SYSTEM_CODES, SORT_ORDERS } from '@verstak/sdk/contract';
import * as z from 'zod/mini';
import { CliError } from '../io';

// The scenario file (docs/scenarios/README.md): a journey as JSON, one step after another, each
// step checked by its `expect` (dot paths into what the step answered).

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One check of a value: equal to a scalar, or a set of conditions all of which must hold. */
export const expectationSchema = z.union([
  scalar,
  z.strictObject({
    equals: z.optional(scalar),
    not: z.optional(scalar),
    min: z.optional(z.number()),
    max: z.optional(z.number()),
    contains: z.optional(z.string()),
    matches: z.optional(z.string()),
    length: z.optional(z.number()),
    exists: z.optional(z.boolean()),
  }),
]);
/** One check of a value. */
export type Expectation = z.infer<typeof expectationSchema>;

const id = z.number().check(z.int(), z.gte(1), z.lte(MAX_INT));
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** What every step may carry: a name for the progress line and the report, and its checks. */
const common = {
  name: z.optional(text(200)),
  /**
   * The step must fail: with this error code (`order_not_found`, `validation`…) or a message
   * containing this text. Its `expect` then reads `{ error: { code, message } }`.
   */
  expectError: z.optional(text(200)),
  expect: z.optional(z.record(z.string().check(z.minLength(1), z.maxLength(200)), expectationSchema)),
};

/** Which product of a list a step picks for the next steps: an index, or the first that can be bought. */
const pick = z.optional(
  z.union([z.number().check(z.int(), z.gte(0), z.lte(999)), z.literal('first-available')]),
);

const steps = {
  search: z.strictObject({ step: z.literal('search'), query: text(200), pick, ...common }),
  section: z.strictObject({
    step: z.literal('section'),
    /** `/catalog/…/`, a filter URL path included if wanted (`…/filter/brand-is-makita/apply/`). */
    path: text(500),
    /** Filter conditions in the SDK's grammar, without `/filter/` and `/apply/`. */
    filter: z.optional(text(500)),
    sort: z.optional(z.enum(SORT_ORDERS)),
    page: z.optional(z.number().check(z.int(), z.gte(1), z.lte(10_000))),
    pick,
    ...common,
  }),
  add: z.strictObject({
    step: z.literal('add'),
    /** The product id; the product the last search or section step picked when absent. */
    product: z.optional(id),
    quantity: z.optional(z.number().check(z.int(), z.gte(1), z.lte(999))),
    ...common,
  }),
  set: z.strictObject({
    step: z.literal('set'),
    product: z.optional(id),
    quantity: z.number().check(z.int(), z.gte(0), z.lte(999)),
    ...common,
  }),
  remove: z.strictObject({ step: z.literal('remove'), product: z.optional(id), ...common }),
  basket: z.strictObject({ step: z.literal('basket'), ...common }),
  /** Logs in with `login` and `password`, or starts the session with an access `token` (`"${VERSTAK_TOKEN}"`). */
  login: z.strictObject({
    step: z.literal('login'),
    login: z.optional(text(254)),
    password: z.optional(text(200)),
    token: z.optional(text(4096)),
    ...common,
  }),
  /**
   * Registers a fresh private buyer of the run's own (a new phone, its SMS code read from the store's
   * development outbox, so a local store only) and logs in; the guest basket merges into it.
   */
  register: z.strictObject({
    step: z.literal('register'),
    /** The buyer's first name; «Покупатель» when absent. */
    firstName: z.optional(text(60)),
    /** A password for the account; none: it logs in by SMS code only. */
    password: z.optional(text(200)),
    ...common,
  }),
  logout: z.strictObject({ step: z.literal('logout'), ...common }),
  promo: z.strictObject({ step: z.literal('promo'), code: z.string().check(z.maxLength(50)), ...common }),
  bonuses: z.strictObject({ step: z.literal('bonuses'), apply: z.boolean(), ...common }),
  checkout: z.strictObject({
    step: z.literal('checkout'),
    /** `any`: by courier when it can bring the basket (`address` needed), else pickup. */
    delivery: z.enum(['pickup', 'courier', 'any']),
    /** Pickup: the shop; the first pickup point that has every line when absent. */
    shopId: z.optional(id),
    /** Courier: the address, and the day and window (the first offered when absent). */
    address: z.optional(text(300)),
    date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD'))),
    time: z.optional(
      z.string().check(z.regex(/^\d{2}:\d{2} - \d{2}:\d{2}$/, 'Expected a window such as "10:00 - 12:00"')),
    ),
    pay: z.enum(PAY_SYSTEM_CODES),
    /** The buyer's contacts, as the checkout form takes them; the account's when absent (logged in). */
    buyer: z.optional(z.strictObject({ name: text(100), phone: text(40), email: z.optional(text(254)) })),
    ...common,
  }),
  pay: z.strictObject({
    step: z.literal('pay'),
    /** What to choose on the sandbox's pay page. */
    outcome: z.enum(['success', 'failure']),
    /** Pay again with another pay system (the order pay modal); the order's own when absent. */
    paySystem: z.optional(z.enum(PAY_SYSTEM_CODES)),
    ...common,
  }),
  status: z.strictObject({
    step: z.literal('status'),
    /** The order's number; the order the last checkout placed when absent. */
    number: z.optional(text(30)),
    /** The buyer's phone; the last checkout's when absent (staff may leave it out). */
    phone: z.optional(text(40)),
    ...common,
  }),
  order: z.strictObject({ step: z.literal('order'), ...common }),
};

/** One step of a scenario. */
export type Step = z.infer<(typeof steps)[keyof typeof steps]>;
/** The kinds of step, as the schemas above name them (the error for an unknown one lists them). */
const STEP_KINDS = Object.keys(steps) as Array<Step['step']>;
/** A step of one kind. */
export type StepOf<K extends Step['step']> = Extract<Step, { step: K }>;

export const scenarioSchema = z.strictObject({
  name: text(200),
  description: z.optional(z.string().check(z.maxLength(2000))),
  /** The city to shop in: its subdomain, name or locationId (Moscow by default). */
  city: z.optional(text(100)),
  steps: z.array(z.unknown()).check(z.minLength(1, 'A scenario needs at least one step'), z.maxLength(200)),
});

/** A scenario: its name, city and steps. */
export interface Scenario {
  name: string;
  description?: string | undefined;
  city?: string | undefined;
  steps: Step[];
}

/** A JSON path as people read it: `steps[2].expect.total`. */
function pathText(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join('');
}

function fail(path: ReadonlyArray<PropertyKey>, message: string): never {
  throw new CliError(`${path.length > 0 ? `${pathText(path)}: ` : ''}${message}`, 'scenario_invalid');
}

function firstIssue(error: z.core.$ZodError, prefix: ReadonlyArray<PropertyKey>): never {
  const issue = error.issues[0];
  if (!issue) fail(prefix, 'Invalid');
  fail([...prefix, ...issue.path], describeIssue(issue));
}

/** `${NAME}`, `${NAME:-default}`, or `$${` for a literal `${`. */
const VARIABLE = /\$\$\{|\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;

/**
 * Puts the environment into every string value: `${NAME}` is the variable (an error naming it and
 * the JSON path when it is unset or empty), `${NAME:-default}` falls back to the default, `$${`
 * stays a literal `${`. So credentials stay out of committed files.
 */
function expandVariables(
  value: unknown,
  env: Readonly<Record<string, string | undefined>>,
  path: PropertyKey[] = [],
): unknown {
  if (typeof value === 'string')
    return value.replace(VARIABLE, (whole, name: string | undefined, fallback: string | undefined) => {
      if (name === undefined) return '${';
      const set = env[name];
      if (set !== undefined && set !== '') return set;
      if (fallback !== undefined) return fallback;
      return fail(
        path,
        `The environment variable ${name} is not set (the scenario uses ${whole}; write \${${name}:-default} for a default)`,
      );
    });
  if (Array.isArray(value)) return value.map((item, i) => expandVariables(item, env, [...path, i]));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, expandVariables(item, env, [...path, key])]),
    );
  return value;
}

/**
 * Reads a scenario file's text: JSON, the environment's variables put into its strings, then the
 * shape of each step. An error names the JSON path of the first problem
 * (`steps[2].quantity: Must be at most 999`) and is a `scenario_invalid` failure.
 */
export function parseScenario(
  text: string,
  env: Readonly<Record<string, string | undefined>> = {},
): Scenario {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    fail([], `The scenario is not valid JSON: ${(error as Error).message}`);
  }
  raw = expandVariables(raw, env);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    fail([], 'The scenario must be a JSON object with "name" and "steps"');
  const top = z.safeParse(scenarioSchema, raw, { reportInput: true });
  if (!top.success) firstIssue(top.error, []);
  const parsed: Step[] = top.data.steps.map((step, i) => {
    const kind = (step as { step?: unknown } | null)?.step;
    if (typeof step !== 'object' || step === null || Array.isArray(step))
      fail(['steps', i], 'Expected an object');
    if (typeof kind !== 'string' || !Object.hasOwn(steps, kind))
      fail(['steps', i, 'step'], `Expected one of: ${STEP_KINDS.join(', ')}`);
    const result = z.safeParse(steps[kind as Step['step']], step, { reportInput: true });
    if (!result.success) firstIssue(result.error, ['steps', i]);
    const parsedStep = result.data as Step;
    if (
      parsedStep.step === 'login' &&
      !(parsedStep.token
        ? !parsedStep.login && !parsedStep.password
        : parsedStep.login && parsedStep.password)
    )
      fail(['steps', i], 'A login step takes "login" and "password", or "token" alone');
    return parsedStep;
  });
  return { name: top.data.name, description: top.data.description, city: top.data.city, steps: parsed };
}
