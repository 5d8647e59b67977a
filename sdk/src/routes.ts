// @verstak/sdk/routes: the route objects of every domain (what the client sends, without schemas)
// and the low-level helpers that bind and fill them, for callers that build their own domain modules
// or call `client.call(route, input)` directly. No schema type: `routeOf`, which types a route by its
// table row, is in '@verstak/sdk/contract'.

export { bindDomain, type DomainApi, type DomainMethod, type RouteMap } from './api/bind-domain';
// Every domain's `<domain>Routes`, generated from the registry (`npm run contract`).
export * from './api/domain-routes';
export {
  type BodyEncoding,
  defineCallRoute,
  fillPath,
  type HttpMethod,
  pathParamNames,
  type Route,
  type RouteInput,
  type RouteOutput,
  type TypedRoute,
  type WireForm,
} from './contract/route';
