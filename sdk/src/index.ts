// The public API of @verstak/sdk: named exports only. Node-only helpers live in '@verstak/sdk/node'.

export { type BaseData, baseApi } from './api/base';
export { catalogApi } from './api/catalog';
export { citiesApi } from './api/cities';
export { type ProductPageData, pagesApi, type SectionPageData } from './api/pages';
export * from './contract/index';
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
