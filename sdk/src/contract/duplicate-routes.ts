import type { CallTable } from './call';

/** Every row of a registry as its call's name (`domain.key`) and its route (`METHOD_path`). */
type RouteRows<R extends { readonly [domain: string]: CallTable }> = {
  [D in keyof R & string]: {
    [K in keyof R[D] & string]: { call: `${D}.${K}`; route: `${R[D][K]['method']}_${R[D][K]['path']}` };
  }[keyof R[D] & string];
}[keyof R & string];

/** For each row of `Row`, the message naming it and every other row of `All` with its route. */
type DuplicatesOf<Row, All> = Row extends {
  call: infer Call extends string;
  route: infer Route extends string;
}
  ? Exclude<Extract<All, { call: string; route: Route }>['call'], Call> extends infer Other extends string
    ? [Other] extends [never]
      ? never
      : `Duplicate_route_${Route}_in_${Call}_and_${Other}`
    : never
  : never;

/**
 * The rows of a registry that share one method and path, each as a message naming the route and
 * both calls: `Duplicate_route_GET_/pages/main_in_home.main_and_catalog.x`; `never` when there are none.
 */
export type DuplicateRoutes<R extends { readonly [domain: string]: CallTable }> = DuplicatesOf<
  RouteRows<R>,
  RouteRows<R>
>;

/**
 * `true` for a registry whose routes are all different, else the messages of its duplicates: a
 * constant of this type initialised with `true` is a compile error naming them (see tables.ts).
 */
export type RoutesAreUnique<R extends { readonly [domain: string]: CallTable }> = [
  DuplicateRoutes<R>,
] extends [never]
  ? true
  : DuplicateRoutes<R>;
