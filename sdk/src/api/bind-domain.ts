import type { Route, RouteInput, RouteOutput } from '../contract/route';
import type { CallOptions, Client } from '../http/create-client';

/** Routes keyed by call name, as `sdk/src/api/<domain>.ts` declares them. */
export type RouteMap = { readonly [key: string]: Route };

/** One call as a method: the input may be left out when every field of it is optional. */
// biome-ignore lint/complexity/noBannedTypes: "does an empty input fit" is asked with the empty object type
export type DomainMethod<R extends Route> = {} extends RouteInput<R>
  ? (input?: RouteInput<R>, options?: CallOptions) => Promise<RouteOutput<R>>
  : (input: RouteInput<R>, options?: CallOptions) => Promise<RouteOutput<R>>;

/** A domain's calls bound to a client, one method per route, named by the table's keys. */
export type DomainApi<T extends RouteMap> = { readonly [K in keyof T]: DomainMethod<T[K]> };

/** Turns a domain's routes into `domainApi(client)`: a method per call, sending through the client. */
export function bindDomain<T extends RouteMap>(routes: T): (client: Client) => DomainApi<T> {
  return (client) => {
    const api: Record<string, (input?: unknown, options?: CallOptions) => Promise<unknown>> = {};
    for (const [key, route] of Object.entries(routes)) {
      api[key] = (input, options) => client.call(route, (input ?? {}) as never, options);
    }
    return api as unknown as DomainApi<T>;
  };
}
