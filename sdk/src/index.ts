// The public API of @verstak/sdk: named exports only, and no zod at run time, so a bundler keeps
// just what a caller imports. The schemas and endpoints live in '@verstak/sdk/contract'; Node-only
// helpers in '@verstak/sdk/node'.

export { type BaseData, baseApi } from './api/base';
export { catalogApi } from './api/catalog';
export { citiesApi } from './api/cities';
export {
  type CatalogPageData,
  type MainPageData,
  type NotFoundPageData,
  type ProductPageData,
  pagesApi,
  type SectionPageData,
} from './api/pages';
export type { BaseSelect } from './contract/endpoints/base';
export type * from './contract/entities/index';
export * from './contract/envelope';
export type { ErrorBody } from './contract/error-body';
export * from './contract/route';
export * from './contract/routes/base';
export * from './contract/routes/catalog';
export * from './contract/routes/cities';
export * from './contract/routes/pages';
export * from './contract/sort-orders';
export * from './domain/index';
export type { ClientEvents } from './events';
export { ApiError, type ApiErrorCode } from './http/api-error';
export { type Clock, systemClock } from './http/clock';
export { type CallOptions, type Client, type ClientOptions, createClient } from './http/create-client';
export {
  type AccessTokenClaims,
  decodeAccessToken,
  isAuthorized,
  isTokenExpired,
  type TokenRole,
} from './session/access-token';
export { ACCESS_TOKEN_COOKIE, cookieTokenStore, readCookie } from './session/cookie-token-store';
export { memoryTokenStore, type TokenStore } from './session/token-store';
export * from './stores/index';
