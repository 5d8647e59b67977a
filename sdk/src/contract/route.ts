/** A wire form of an input field (`CallDef.wire`): `filterConditions`, filter values as the §5 grammar. */
export type WireForm = 'filterConditions';

/**
 * What writes an input field in its wire form (`Route.wire`): `filterConditionsWire` for
 * `filterConditions`. The generated route carries the function itself, so its code comes with the
 * calls that send such a field (the listings), not with every client.
 */
export type WireEncoder = (value: unknown) => unknown;

/** HTTP methods the spec's calls use. */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** How a call's input travels: form data unless the spec notes otherwise (§7.1). */
export type BodyEncoding = 'form' | 'json' | 'multipart' | 'plain';

/**
 * Where and how one call of the spec goes, without its schemas: what the client needs to send it.
 * It carries the call's input and output types, so a domain module that imports it pulls in no
 * zod at run time; the schemas live in the matching endpoint of `@verstak/sdk/contract`.
 */
export interface Route<In = unknown, Out = unknown> {
  /** Stable name, `domain.call`, used in logs, in the contract test and to find the endpoint. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path under /api/v4, with `{name}` placeholders filled from the input of the same name. */
  readonly path: string;
  readonly encoding: BodyEncoding;
  /** Send an `Idempotency-Key` header, one per user action (see `CallDef.idempotent`). */
  readonly idempotent?: boolean;
  /**
   * Input fields the client turns into their wire form before encoding, by field, with the row's
   * `WireForm`'s encoder: `filterConditions` writes a list of filter values (the filter store's) in
   * the §5 grammar; a string is sent as it is.
   */
  readonly wire?: Readonly<Record<string, WireEncoder>>;
  /** Type carrier only; never set at run time. */
  readonly types?: { readonly input: In; readonly output: Out };
}

/**
 * A route with its input and output as plain types and its method, path and encoding as literal types:
 * what the generated `<domain>Routes` interfaces name, with no schema type in sight.
 */
export type TypedRoute<
  In,
  Out,
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  E extends BodyEncoding = BodyEncoding,
> = Route<In, Out> & { readonly method: M; readonly path: P; readonly encoding: E };

/** The input a route takes. */
export type RouteInput<R> = R extends Route<infer In, unknown> ? In : never;
/** The `data` a route answers. */
export type RouteOutput<R> = R extends Route<unknown, infer Out> ? Out : never;

/** Defines the address of a call (its method, path and encoding); `encoding` defaults to `form` (spec §7.1). */
export function defineCallRoute<In, Out>(def: {
  id: string;
  method: HttpMethod;
  path: string;
  encoding?: BodyEncoding;
}): Route<In, Out> {
  return { id: def.id, method: def.method, path: def.path, encoding: def.encoding ?? 'form' };
}

/** Names of the `{placeholders}` in a path, in order. */
export function pathParamNames(path: string): string[] {
  return Array.from(path.matchAll(/\{(\w+)\}/g), (m) => m[1] as string);
}

/** Fills `{name}` placeholders from `params`, URL-encoding each value. */
export function fillPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** One problem a check found: the dotted path of the field (empty for the whole value) and why. */
export interface ContractIssue {
  path: string;
  message: string;
  /** The machine-readable code of the rule broken (`issueCode`); absent from validators that give none. */
  code?: string;
}

/** The outcome of checking a call's input or output: the parsed value, or the issues found. */
export type ContractCheck = { ok: true; value: unknown } | { ok: false; issues: ContractIssue[] };

/**
 * Checks a call's input before it is sent (`input`) or its data after it arrives (`output`).
 * The client takes one as the `validate` option; `validateWithContract` from
 * `@verstak/sdk/contract` is the one built from the spec's schemas.
 */
export type ContractValidator = (route: Route, stage: 'input' | 'output', value: unknown) => ContractCheck;
