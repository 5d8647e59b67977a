import type * as z from 'zod/mini';
import type { Route } from './route';

/**
 * One call of the spec as data: its route and its schemas. The server registers its handler
 * against it and validates input with it; the client may check against it (`validateWithContract`),
 * so the two sides cannot drift.
 */
export interface Endpoint<In extends z.ZodMiniType = z.ZodMiniType, Out extends z.ZodMiniType = z.ZodMiniType>
  extends Route<z.input<In>, z.output<Out>> {
  /** Input schema; accepts typed values from the SDK and string values from a query or form. */
  readonly input: In;
  /** The `data` of a successful response. */
  readonly output: Out;
}

/** Joins a route with its input and output schemas. */
export function defineEndpoint<In extends z.ZodMiniType, Out extends z.ZodMiniType>(
  route: Route<z.input<In>, z.output<Out>>,
  input: In,
  output: Out,
): Endpoint<In, Out> {
  return { id: route.id, method: route.method, path: route.path, encoding: route.encoding, input, output };
}
