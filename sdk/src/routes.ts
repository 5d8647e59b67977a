// @verstak/sdk/routes: the route objects of every domain (what the client sends, without schemas)
// and the low-level helpers that bind and fill them, for callers that build their own domain modules
// or call `client.call(route, input)` directly.

export { baseRoutes } from './api/base';
export { basketRoutes } from './api/basket';
export { bindDomain, type DomainApi, type DomainMethod, type RouteMap } from './api/bind-domain';
export { catalogRoutes } from './api/catalog';
export { citiesRoutes } from './api/cities';
export { compareRoutes } from './api/compare';
export { estimatesRoutes } from './api/estimates';
export { favoritesRoutes } from './api/favorites';
export { ordersRoutes } from './api/orders';
export { pagesRoutes } from './api/pages';
export { paymentsRoutes } from './api/payments';
export { personalRoutes } from './api/personal';
export { supportRoutes } from './api/support';
export { userRoutes } from './api/user';
export { usersRoutes } from './api/users';
export { type CallRoute, type RouteTable, routeOf } from './contract/call';
export {
  type BodyEncoding,
  defineCallRoute,
  fillPath,
  type HttpMethod,
  pathParamNames,
  type Route,
  type RouteInput,
  type RouteOutput,
} from './contract/route';
