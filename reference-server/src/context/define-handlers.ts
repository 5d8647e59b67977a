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

/** The server's handlers, domain by domain: a domain or a call without its handler does not compile. */
export type ApiHandlers = { readonly [D in Domain]: Handlers<(typeof contractTables)[D]> };

/**
 * Declares a domain's handlers against its table. A call of the table without a handler, or a
 * handler for a call the table does not have, is a compile error (`npm run typecheck`).
 */
export function defineHandlers<T extends CallTable>(_table: T, handlers: Handlers<T>): Handlers<T> {
  return handlers;
}
