import type { CallDef, CallOutput, CallTable, contractTables, Domain } from '@verstak/sdk/contract';
import type * as z from 'zod/mini';
import type { RequestContext } from './request-context';

/** The handler of one call: its parsed input and the request's context in, its `data` out. */
export type Handler<C extends CallDef> = (
  input: z.output<C['input']>,
  ctx: RequestContext,
) => Promise<CallOutput<C>>;

/** A handler as the registry holds it, its call's types forgotten (the schemas check both sides). */
export type AnyHandler = (input: unknown, ctx: RequestContext) => Promise<unknown>;

/** A handler for every call of a table, under the call's own key, and nothing else. */
export type Handlers<T extends CallTable> = { readonly [K in keyof T]: Handler<T[K]> };

/** The table of a domain of the registry. */
type TableOf<D extends Domain> = (typeof contractTables)[D];

/**
 * A domain's handler map. An alias of its own so the compiler prints it as `DomainHandlers<"catalog">`
 * rather than the whole table, which keeps its messages short.
 */
export type DomainHandlers<D extends Domain> = {
  readonly [K in keyof TableOf<D>]: TableOf<D>[K] extends infer C extends CallDef ? Handler<C> : never;
};

/** The server's handlers, domain by domain. */
export type ApiHandlers = { readonly [D in Domain]: DomainHandlers<D> };

/** A registry of tables by domain: the contract's, or (in the worked example's test) one with a row more. */
type Registry = { readonly [domain: string]: CallTable };

/** The calls of domain `D` of registry `R` (the contract's by default) that `H` has no handler for, as `domain.call`. */
export type MissingHandlers<D extends keyof R & string, H, R extends Registry = typeof contractTables> = {
  [K in keyof R[D]]: K extends keyof H ? never : `${D}.${K & string}`;
}[keyof R[D]];

/** What the compiler asks for in place of the domain's name when a call has no handler. */
export type MissingHandler<Call extends string> = `Missing handler for ${Call}`;

/** What the compiler asks for in place of a handler for a call its domain's table does not have. */
export type ExtraHandler<Call extends string> = `Extra handler: ${Call} is not a call of the table`;

/** The domain argument of {@link defineHandlers}: the domain itself, or the error naming each missing call. */
export type DomainArgument<D extends keyof R & string, H, R extends Registry = typeof contractTables> = [
  MissingHandlers<D, H, R>,
] extends [never]
  ? D
  : MissingHandler<MissingHandlers<D, H, R>>;

/** The handlers argument of {@link defineHandlers}: each extra key must be an error naming its call. */
type ExtraHandlers<D extends Domain, H> = {
  readonly [K in Exclude<keyof H, keyof TableOf<D>>]: ExtraHandler<`${D}.${K & string}`>;
};

/**
 * Declares a domain's handlers against its table in the registry. A call without a handler is a
 * compile error on the domain's name (`Missing handler for catalog.sections`), a handler for a call the
 * table does not have one on that handler (`Extra handler: catalog.x is not a call of the table`), a
 * wrong input or answer one on the handler, with its types (`npm run typecheck`).
 */
export function defineHandlers<D extends Domain, const H extends Partial<DomainHandlers<D>>>(
  domain: DomainArgument<D, H>,
  handlers: H & ExtraHandlers<D, H>,
): DomainHandlers<D> {
  void domain;
  return handlers as unknown as DomainHandlers<D>;
}

/** The domains of the registry that `H` has no handler map for. */
export type MissingDomains<H> = Exclude<Domain, keyof H>;

/** What the compiler asks for in place of a missing domain's handler map. */
export type MissingDomain<D extends string> = `Missing handler map for domain ${D}`;

/** What the compiler asks for in place of a handler map under a key that is no domain of the registry. */
export type ExtraDomain<K extends string> = `Not a domain of the registry: ${K}`;

/** The argument of {@link apiHandlers}: the map, or what names each missing or extra domain. */
type ApiHandlersArgument<H> = [MissingDomains<H>] extends [never]
  ? [Exclude<keyof H, Domain>] extends [never]
    ? H
    : H & { readonly [K in Exclude<keyof H, Domain>]: ExtraDomain<K & string> }
  : { readonly [D in MissingDomains<H>]: MissingDomain<D> };

/**
 * Gathers the domains' handler maps (`create-api.ts`). A domain of the registry without its map is a
 * compile error naming it (`Missing handler map for domain search`), and so is a map under a key the
 * registry does not have (`Not a domain of the registry: serach`).
 */
export function apiHandlers<const H extends Partial<ApiHandlers>>(
  handlers: ApiHandlersArgument<H>,
): ApiHandlers {
  return handlers as unknown as ApiHandlers;
}
