import type * as z from 'zod/mini';
import type { BodyEncoding, HttpMethod, Route, WireEncoder, WireForm } from './route';

/**
 * Who may make a call. `public`: anyone, a guest included; `user`: a logged-in shopper; `b2b`: a
 * logged-in legal entity; `staff:<group>`: a member of that staff group, `staff:<a>,<b>` of either (spec §6).
 */
export type Access = 'public' | 'user' | 'b2b' | `staff:${string}`;

/**
 * One call of the spec as one row of its domain's table: where it goes, how its input travels, its
 * schemas, who may make it, and a one-line doc naming the spec section.
 */
export interface CallDef<
  In extends z.ZodMiniType = z.ZodMiniType,
  Out extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly method: HttpMethod;
  /** Path under /api/v4, with `{name}` placeholders filled from the input of the same name. */
  readonly path: string;
  /** How the input travels on a non-GET call; `form` when absent (spec §7.1). */
  readonly encoding?: BodyEncoding;
  /** Who may make the call; `public` when absent. */
  readonly access?: Access;
  /**
   * The call creates something once per user action (an order, a payment): the SDK sends an
   * `Idempotency-Key` header, one per action and the same on its retries, and the server answers a
   * repeated key with the first answer instead of acting twice.
   */
  readonly idempotent?: true;
  /**
   * The call is ours, not the spec's (the support calls): served, generated and typed like every
   * other row, but left out of the spec's list of calls (docs/spec-calls.tsv) and its coverage.
   */
  readonly own?: true;
  /** Input fields the client writes in a wire form before sending (`Route.wire`). */
  readonly wire?: Readonly<Record<string, WireForm>>;
  /** One line: what the call does and the spec section, e.g. `Products by ids or by section (§7.5).` */
  readonly doc: string;
  /** Input schema: accepts typed values from the SDK and strings from a query or a form. */
  readonly input: In;
  /** Schema of the `data` of a successful answer. */
  readonly output: Out;
}

/** A domain's calls, keyed by the one name each call has in the SDK, the server, the CLI and the docs. */
export type CallTable = { readonly [key: string]: CallDef };

/** The input a call takes (what the SDK method accepts). */
export type CallInput<C extends CallDef> = z.input<C['input']>;
/**
 * A value as a query string or a form may carry it: each number also as its digits, deeply; files and
 * functions as they are. What the server's checks accept, beyond the typed values the SDK sends.
 */
export type FormValue<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends { arrayBuffer(): unknown }
    ? T
    : T extends number
      ? number | string
      : T extends readonly (infer E)[]
        ? FormValue<E>[]
        : T extends object
          ? { [K in keyof T]: FormValue<T[K]> }
          : T;
/** The input of a call as it may travel on the wire (numbers as strings too): what a raw HTTP client may send. */
export type CallFormInput<C extends CallDef> = FormValue<CallInput<C>>;
/** The `data` a call answers. */
export type CallOutput<C extends CallDef> = z.output<C['output']>;

/**
 * Declares a domain's table. The `const` type parameter keeps each method and path as a literal
 * type, so the generated route objects (`sdk/src/api/<domain>.ts`) cannot drift from the table: a
 * stale one fails `npm run typecheck`.
 */
export function defineCalls<const T extends CallTable>(table: T): T {
  return table;
}

/** The encoding a row travels in: its own, else `form`. */
type EncodingOf<C extends CallDef> = C['encoding'] extends BodyEncoding ? C['encoding'] : 'form';

/**
 * A table's calls as routes: what the client sends, with the input and output types and no schemas.
 * Each route's method, path and encoding are the row's, as literal types.
 */
export type RouteTable<T extends CallTable> = { readonly [K in keyof T]: CallRoute<T[K]> };

/** The route of one row: its types and its method, path and encoding as literal types. */
export type CallRoute<C extends CallDef> = Route<CallInput<C>, CallOutput<C>> & {
  readonly method: C['method'];
  readonly path: C['path'];
  readonly encoding: EncodingOf<C>;
};

/**
 * Types one generated route object by its row. Identity at run time; at compile time a method, path
 * or encoding that differs from the row's is an error. The object spells neither its id nor the
 * default `form` encoding: {@link namedRoutes} sets them for its table.
 */
export function routeOf<C extends CallDef>(
  route: {
    method: C['method'];
    path: C['path'];
    idempotent?: C['idempotent'];
    wire?: { readonly [K in keyof NonNullable<C['wire']>]: WireEncoder };
  } & (EncodingOf<C> extends 'form' ? { encoding?: 'form' } : { encoding: EncodingOf<C> }),
): CallRoute<C> {
  return route as unknown as CallRoute<C>;
}

/**
 * A generated domain table of routes, each given its id (`domain.call`) and, when it has none, the
 * `form` encoding (§7.1), in place: written once here rather than in every row, the ids and
 * encodings no longer weigh on every bundle that carries a table (issue 16: 1 KB gzip of the SDK).
 */
export function namedRoutes<T extends Readonly<Record<string, Route>>>(domain: string, routes: T): T {
  for (const [key, route] of Object.entries(routes)) {
    const named = route as { id: string; encoding?: BodyEncoding };
    named.id = `${domain}.${key}`;
    named.encoding ??= 'form';
  }
  return routes;
}
