import type { RequestContext } from '../../context/request-context';

/** What the middlewares of one call hand on to the next, through Hono's `c.set` / `c.get`. */
export interface CallVariables {
  /** The input as the row's schema parsed it (set by `inputCheck`). */
  input: unknown;
  /** The request's context (set by `callContext`). */
  context: RequestContext;
  /** What the handler answered, boxed so that an answer of `undefined` still counts (set by the handler step). */
  output: { data: unknown };
}

/** The Hono environment of a contract call. */
export interface CallEnv {
  Variables: CallVariables;
}
