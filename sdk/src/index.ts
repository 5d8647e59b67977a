// The public API of @verstak/sdk: named exports only, and no zod at run time, so a bundler keeps
// just what a caller imports. The tables and schemas live in '@verstak/sdk/contract', the route
// objects and low-level request helpers in '@verstak/sdk/routes', Node-only helpers in
// '@verstak/sdk/node', the third-party counters and consent in '@verstak/sdk/trackers'.

export {
  type Analytics,
  type AnalyticsOptions,
  type AnalyticsSender,
  createAnalytics,
} from './analytics/create-analytics';
export {
  type DataLayer,
  type DataLayerEntry,
  dataLayerAdapter,
  toDataLayerEntry,
} from './analytics/data-layer-adapter';
export { deferredSender } from './analytics/deferred-sender';
export {
  analyticsProductId,
  basketLineProduct,
  type EcommerceEvent,
  type EcommerceEventType,
  type EcommerceOrder,
  type EcommerceProduct,
  type EcommercePromotion,
} from './analytics/ecommerce-event';
export type { GoalEvent, GoalName, GoalParams } from './analytics/goal';
export type { PageViewEvent } from './analytics/page-view-event';
export { purchaseEvent } from './analytics/purchase-event';
export { searchEvent } from './analytics/search-event';
// Every entity and every call's input and output as plain named types, generated from the contract
// (`npm run contract`): `Basket`, `Order`, `OrdersMakeInput`, `CatalogSectionOutput`…
export type * from './api/api-types';
export type { DomainApi, DomainMethod } from './api/bind-domain';
// Every domain's `<domain>Api`, generated from the registry (`npm run contract`).
export * from './api/domain-apis';
export { COMMENT_NAME_MAX, COMMENT_TEXT_MAX } from './contract/entities/comment-limits';
export {
  PERSONAL_DATA_CONSENT_TEXT,
  PERSONAL_DATA_CONSENT_VERSION,
  PERSONAL_DATA_PAGE,
} from './contract/entities/consent-text';
export {
  FORM_FILE_ACCEPT,
  FORM_FILE_MAX_BYTES,
  FORM_FILES_LIMIT,
  WRITE_US_TOPICS,
} from './contract/entities/form-limits';
export type { MenuCatalogItem } from './contract/entities/menu-catalog-item';
export {
  ORDER_LIST_FILTERS,
  ORDER_STATUSES,
  REQUISITES_FILE_MAX_BYTES,
  REQUISITES_FILE_TYPES,
  REQUISITES_FILES_LIMIT,
} from './contract/entities/order-limits';
export {
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_MAX_SIDE,
  REVIEW_PHOTO_TYPES,
  REVIEW_PHOTOS_LIMIT,
} from './contract/entities/review-limits';
export type { SitemapNode } from './contract/entities/sitemap-node';
export { VIDEO_EMBED_ORIGINS } from './contract/entities/video-hosts';
export {
  API_PREFIX,
  API_SERVED_PREFIXES,
  REFRESH_TOKEN_COOKIE,
  RELEASE_VERSION,
  RESOURCE_SECURITY_HEADERS,
  SITEMAP_PATH,
  type SuccessBody,
} from './contract/envelope';
export {
  type ErrorCodeDeclaration,
  errorCodes,
  type ServerErrorCode,
  type ServerErrorDetails,
  type ServerErrorStatus,
} from './contract/error-codes';
export { isServerErrorCode } from './contract/is-server-error-code';
export type { ContractCheck, ContractIssue, ContractValidator } from './contract/route';
export { safePath } from './contract/safe-path';
export { isSort, SORT_ORDERS } from './contract/sort-orders';
export { activeSidebarItem, type SidebarLink } from './domain/active-sidebar-item';
export {
  type AddButtonKind,
  type AddButtonState,
  addButtonState,
  CART_PATH,
} from './domain/add-button-state';
export {
  type CatalogPathParts,
  isSectionPath,
  SECTION_PATH_PATTERN,
  splitCatalogPath,
} from './domain/catalog-path';
export {
  agreeToCity,
  CONFIRM_CITY_DELAY_MS,
  CONFIRM_CITY_MODAL_WIDTH,
  disagreeWithCity,
  SELECT_CITY_AFTER_DISAGREE_MS,
  SELECT_CITY_MODAL_WIDTH,
  scheduleCityConfirm,
  suggestedCity,
} from './domain/city-confirmation';
export { CITY_FIELDS, cityVersionTag, isStoredCityValid } from './domain/city-version-tag';
export { clampHelperCount } from './domain/clamp-helper-count';
export {
  ANALYTICS_CURRENCY,
  ANALYTICS_INIT_DELAY_MS,
  ANALYTICS_RETRY_MS,
  BASKET_QUANTITY_DEBOUNCE_MS,
  COMPARE_ALERT_MOBILE_MS,
  COMPARE_ALERT_MS,
  COMPARE_LIMIT_ALERT_MOBILE_MS,
  COMPARE_LIMIT_ALERT_MS,
  FAVORITES_ALERT_MS,
  FAVORITES_LIMIT_ALERT_MS,
  LIST_LIMIT_MESSAGE,
} from './domain/commerce-constants';
export {
  B2B_GROUP,
  BREAKPOINT,
  COMPARE_LIMIT,
  COOKIE_LIFETIME_SECONDS,
  COPYRIGHT_FROM_YEAR,
  FAVOURITES_LIMIT,
  HELPER_COUNT_MAX,
  MENU_ITEM_HEIGHT,
  MOBILE_APP_PATH,
  PAGINATION_AROUND,
  PICTURE_WIDTHS,
  POPULAR_CATEGORIES_LIMIT,
  QR_CODE_ERROR_CORRECTION,
  QR_CODE_SIZE,
  RATING_ICONS,
  RATING_POINTS,
  STICKY_HEADER_DESKTOP,
  STICKY_HEADER_MOBILE,
} from './domain/constants';
export { type DisplayNameSource, displayName } from './domain/display-name';
export { escapeMarkup } from './domain/escape-markup';
export { extractEmail } from './domain/extract-email';
export {
  buildFilterConditions,
  buildFilterPath,
  FILTER_NOT_FOUND_MESSAGE,
  type FilterDefinitionItem,
  FilterPathError,
  formatFilterCondition,
  formatFilterNumber,
  isRangeType,
  type ParsedFilterPath,
  parseFilterConditions,
  parseFilterPath,
} from './domain/filter-path';
export { formatPhone, phoneHref } from './domain/format-phone';
export { formatNumber, formatPrice } from './domain/format-price';
export {
  EARTH_RADIUS_M,
  formatDistance,
  geoDistance,
  type LatLon,
  nearestPlace,
} from './domain/geo-distance';
export {
  closedBannerIds,
  HEADER_BANNER_COOKIE,
  headerBannerShownOn,
} from './domain/header-banner-pages';
export { isAuthorized } from './domain/is-authorized';
export { isShownGroupHeading, type MenuGroup, menuColumns, menuHeight } from './domain/mega-menu';
export { isOnlinePaySystem, onlinePaySystems } from './domain/online-pay-systems';
export { keepsOwnCanonical } from './domain/own-canonical';
export {
  isSafeHref,
  type PageBlock,
  type PageInline,
  pageTextOf,
  parsePageText,
} from './domain/page-text';
export { type PaginationItem, paginationItems } from './domain/pagination-items';
export { parsePort } from './domain/parse-port';
export { plural } from './domain/plural';
export {
  bonusTotal,
  type ProfileHelper,
  type ProfileHelperUser,
  profileHelper,
} from './domain/profile-helper';
export { type RatingIcon, ratingIcons, ratingLabel } from './domain/rating-icons';
export { LOGIN_PATH, loginPath, PERSONAL_ROOT, safeReturnPath } from './domain/return-path';
export {
  b2bGuard,
  type GuardClaims,
  guestOnlyGuard,
  isSessionAuthorized,
  personalGuard,
} from './domain/route-guards';
export { shopsHoldingBasket } from './domain/shops-holding-basket';
export {
  companyLine,
  PERSONAL_DATA_PATH,
  PRIVACY_POLICY_PATH,
  STORE_COMPANY,
  type StoreCompany,
} from './domain/store-company';
export {
  CITY_CONFIRMED_COOKIE,
  CITY_COOKIE,
  CITY_COOKIE_MAX_LENGTH,
  CITY_REDIRECT_COOKIE,
  type CityBaseRequest,
  cityBaseRequest,
  cityConfirmedCookieLine,
  cityCookieLine,
  parseCityCookie,
  storedCityMatches,
  validStoredCity,
} from './domain/stored-city';
export { stripDuplicatedHttps } from './domain/strip-duplicated-https';
export { AUTH_HASH_PARAM, takeAuthHash } from './domain/take-auth-hash';
export { warrantyTitle } from './domain/warranty-title';
export type { ClientEvents, SessionChange } from './events';
export {
  ApiError,
  type ApiErrorCode,
  type ApiErrorDetails,
  type ApiErrorOf,
  type ClientErrorCode,
  type EmptyDetails,
  isApiError,
} from './http/api-error';
export type { ClientRequest } from './http/build-request';
export type {
  ClientHooks,
  ErrorHookContext,
  RequestHookContext,
  ResponseHookContext,
} from './http/client-hooks';
export { type Clock, systemClock } from './http/clock';
export {
  type CallOptions,
  type Client,
  type ClientOptions,
  createClient,
  DEFAULT_TIMEOUT_MS,
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_RESENDS,
} from './http/create-client';
export { isLimitRefusal } from './http/is-limit-refusal';
export {
  type PagedCall,
  type PageItem,
  type PaginateOptions,
  paginate,
  paginateItems,
} from './http/paginate';
export { refusalMessage } from './http/refusal-message';
export {
  parseRetryAfter,
  type RetryAttempt,
  type RetryOptions,
  type RetryPolicy,
  retryPolicy,
} from './http/retry-policy';
export type { ClientResponse } from './http/send-request';
export { DEFAULT_REFRESH_TIMEOUT_MS } from './http/session-refresh';
export { NO_CONNECTION_MESSAGE, shopperMessage, UNKNOWN_FAILURE_MESSAGE } from './http/shopper-message';
export {
  type AccessTokenClaims,
  decodeAccessToken,
  isTokenExpired,
  isWellFormedToken,
  type TokenRole,
} from './session/access-token';
export { cookieFingerprint, FINGERPRINT_COOKIE } from './session/cookie-fingerprint';
export {
  ACCESS_TOKEN_COOKIE,
  cookieTokenStore,
  rawCookie,
  readCookie,
  readTokenCookie,
} from './session/cookie-token-store';
export {
  type CodeSent,
  createSession,
  type LoginInput,
  type RegistrationInput,
  type Session,
  type SessionAnswer,
  type SessionOptions,
  type SessionState,
} from './session/create-session';
export {
  REFRESH_LOCK,
  readSessionMessage,
  SESSION_CHANNEL,
  type SessionChangeReason,
  type SessionChannel,
  type SessionLocks,
  type SessionMessage,
} from './session/session-sync';
export { parseSetCookie, type SetCookie } from './session/set-cookie';
export { memoryTokenStore, type TokenStore } from './session/token-store';
export type {
  AddOutcome,
  BasketOptionOutcome,
  BasketRefusalReason,
  BasketRefused,
  RemoveOutcome,
  SetQuantityOutcome,
} from './stores/basket-outcome';
export {
  type BasketStore,
  type BasketStoreOptions,
  type BasketStoreState,
  createBasketStore,
  type PlaceOrderInput,
} from './stores/basket-store';
export { type CitiesState, type CitiesStore, createCitiesStore } from './stores/cities-store';
export {
  COMMERCE_CHANNEL,
  type CommerceChange,
  type CommerceChannel,
  type CommerceMessage,
  type CommerceSync,
  createCommerceSync,
  readCommerceMessage,
} from './stores/commerce-sync';
export {
  type CompareStore,
  type CompareStoreOptions,
  type CompareStoreState,
  createCompareStore,
} from './stores/compare-store';
export {
  EMPTY_BASKET_STATE,
  EMPTY_COMPARE_STATE,
  EMPTY_FAST_ORDER_STATE,
  EMPTY_FAVORITES_STATE,
} from './stores/empty-commerce-states';
export {
  createFastOrderStore,
  type FastOrderInput,
  type FastOrderState,
  type FastOrderStore,
  type FastPrice,
  type FastPriceInput,
} from './stores/fast-order-store';
export {
  createFavoritesStore,
  type FavoriteEventData,
  type FavoritesStore,
  type FavoritesStoreOptions,
  type FavoritesStoreState,
} from './stores/favorites-store';
export {
  clampRange,
  countAppliedFilters,
  createFilterStore,
  type FilterState,
  type FilterStore,
  isFilterValueEmpty,
  variantKey,
} from './stores/filter-store';
export { basketHelperCount, listHelperCount } from './stores/helper-counts';
export { createLayoutStore, type LayoutState, type LayoutStore } from './stores/layout-store';
export { comparisonOf, favoritesListingOf } from './stores/list-listings';
export type { ListRefusalReason, ListToggleOutcome } from './stores/list-toggle-outcome';
export {
  type CompareToggleState,
  compareToggleState,
  type FavoriteToggleState,
  favoriteToggleState,
} from './stores/list-toggle-state';
export { type ObservableState, observableState, type ReadableStore } from './stores/observable-state';
export { createPageStore, type PageState, type PageStore } from './stores/page-store';
export {
  createPersonalSidebarStore,
  type PersonalSidebarState,
  type PersonalSidebarStore,
} from './stores/personal-sidebar-store';
export type { Failed, Ignored, Refused } from './stores/store-outcome';
export { createUserStore, type UserState, type UserStore } from './stores/user-store';
