// @verstak/sdk/routes: the route objects of every domain (what the client sends, without schemas)
// and the low-level helpers that bind and fill them, for callers that build their own domain modules
// or call `client.call(route, input)` directly.

export { bindDomain, type DomainApi, type DomainMethod, type RouteMap } from './api/bind-domain';
// Every domain's `<domain>Routes`, generated from the registry (`npm run contract`).
export * from './api/domain-routes';
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
