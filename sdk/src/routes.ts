// @verstak/sdk/routes: the route objects of every domain (what the client sends, without schemas)
// and the low-level helpers that bind and fill them, for callers that build their own domain modules
// or call `client.call(route, input)` directly.

export { accountRoutes } from './api/account';
export { baseRoutes } from './api/base';
export { basketRoutes } from './api/basket';
export { bindDomain, type DomainApi, type DomainMethod, type RouteMap } from './api/bind-domain';
export { catalogRoutes } from './api/catalog';
export { citiesRoutes } from './api/cities';
export { compareRoutes } from './api/compare';
export { errorsRoutes } from './api/errors';
export { estimatesRoutes } from './api/estimates';
export { favoritesRoutes } from './api/favorites';
export { homeRoutes } from './api/home';
export { identityRoutes } from './api/identity';
export { ordersRoutes } from './api/orders';
export { paymentsRoutes } from './api/payments';
export { supportRoutes } from './api/support';
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
