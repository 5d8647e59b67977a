// @verstak/sdk/contract: the contract shared by the SDK and the server — every domain's table of
// calls with its schemas, the entities, the envelope, and the few rules both sides must apply
// identically (the filter grammar, the city version tag, warranty titles, prices, the app page and
// its QR code's error correction). Named exports only.

export { isSectionPath, SECTION_PATH_PATTERN, splitCatalogPath } from '../domain/catalog-path';
export { cityVersionTag } from '../domain/city-version-tag';
export {
  COOKIE_LIFETIME_SECONDS,
  MOBILE_APP_PATH,
  PICTURE_WIDTHS,
  QR_CODE_ERROR_CORRECTION,
} from '../domain/constants';
export { escapeMarkup } from '../domain/escape-markup';
export {
  buildFilterConditions,
  buildFilterPath,
  FILTER_NOT_FOUND_MESSAGE,
  type FilterDefinitionItem,
  FilterPathError,
  isRangeType as isRangeFilterType,
  parseFilterConditions,
  parseFilterPath,
} from '../domain/filter-path';
export { formatPrice } from '../domain/format-price';
export {
  EARTH_RADIUS_M,
  formatDistance,
  geoDistance,
  type LatLon,
  nearestPlace,
} from '../domain/geo-distance';
export {
  CLOSED_BANNERS_MAX,
  closedBannerIds,
  HEADER_BANNER_COOKIE,
  headerBannerShownOn,
  withClosedBanner,
} from '../domain/header-banner-pages';
export { keepsOwnCanonical } from '../domain/own-canonical';
export {
  isSafeHref,
  type PageBlock,
  type PageInline,
  pageTextOf,
  parsePageText,
  REQUISITES_MARKER,
} from '../domain/page-text';
export { parsePort } from '../domain/parse-port';
export {
  PICKUP_ASSEMBLY_MINUTES,
  type PickupPromise,
  parseSchedule,
  pickupPromise,
} from '../domain/pickup-date';
export { plural } from '../domain/plural';
export {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidSettlementAccount,
} from '../domain/requisites';
export { type ShopOpenState, shopOpenState, type WeekdayHours, weekHours } from '../domain/shop-hours';
export {
  companyLine,
  PERSONAL_DATA_PATH,
  PRIVACY_POLICY_PATH,
  STORE_COMPANY,
  type StoreCompany,
} from '../domain/store-company';
export { warrantyTitle } from '../domain/warranty-title';
export { accountCalls, organizationInput, personalDataSchema, profileChangeInput } from './account';
export {
  accountField,
  bikField,
  birthField,
  checkAccounts,
  codeField,
  emailField,
  fingerprintField,
  innField,
  kppField,
  loginField,
  newPasswordField,
  ogrnField,
  passwordField,
  phoneField,
  subscriptionsField,
  textField,
  ynField,
} from './account-fields';
export { type BaseData, type BaseSelect, baseCalls, baseSelectSchema } from './base';
export { basketCalls, sharedBasketSchema } from './basket';
export {
  type BrandPageData,
  type BrandSectionPageData,
  type BrandsPageData,
  type BrandTagPageData,
  brandsCalls,
} from './brands';
export {
  type Access,
  type CallDef,
  type CallFormInput,
  type CallInput,
  type CallOutput,
  type CallRoute,
  type CallTable,
  defineCalls,
  type FormValue,
  type RouteTable,
  routeOf,
} from './call';
export {
  type CatalogPageData,
  catalogCalls,
  type ProductPageData,
  type SectionPageData,
} from './catalog';
export { citiesCalls } from './cities';
export { commercePage } from './commerce-page';
export { compareCalls } from './compare';
export {
  contentCalls,
  type PublicationPageData,
  type PublicationsPageData,
  type SitemapPageData,
  type StaticPageData,
} from './content';
export { describeIssue, issueCode } from './describe-issue';
export { allEndpoints, type Endpoint, endpointsOf } from './endpoint';
export * from './entities/basket';
export * from './entities/brand';
export {
  CONSENT_FORMS,
  CONSENT_RULE,
  type ConsentForm,
  consentField,
  PERSONAL_DATA_CONSENT_TEXT,
  PERSONAL_DATA_CONSENT_VERSION,
  PERSONAL_DATA_PAGE,
} from './entities/consent';
export {
  FORM_FILE_ACCEPT,
  FORM_FILE_MAX_BYTES,
  FORM_FILE_TYPES,
  FORM_FILE_UNUSED_HOURS,
  FORM_FILES_LIMIT,
  FORM_FILES_WAITING_LIMIT,
  WRITE_US_TOPICS,
} from './entities/form-limits';
// The named types of the entity schemas (`BasketSchema`…), which the tables' declarations name.
export type * from './entities/index';
export {
  type BaseUser,
  type BrandLink,
  type Breadcrumb,
  baseUserSchema,
  brandLinkSchema,
  breadcrumbSchema,
  type City,
  type CityKind,
  cityKindSchema,
  citySchema,
  commercialSchema,
  type FilterItem,
  type FilterType,
  type FilterValue,
  type FilterVariant,
  filterItemSchema,
  filterTypeSchema,
  filterValueSchema,
  filterVariantSchema,
  type HeaderBanner,
  headerBannerSchema,
  type Menu,
  type MenuCatalogItem,
  menuCatalogItemSchema,
  menuSchema,
  type NavItem,
  navItemSchema,
  type PageMeta,
  type Pagination,
  type PopularCategory,
  type ProductCard,
  type ProductDetail,
  type Promo,
  type PromoDetail,
  type PublicPromoCode,
  pageMetaSchema,
  paginationSchema,
  popularCategorySchema,
  priceSchema,
  productCardSchema,
  productDetailSchema,
  productIconSchema,
  productPropertySchema,
  productRatingSchema,
  productStockSchema,
  type SectionCard,
  type SectionNode,
  type Selection,
  type Shop,
  type Slide,
  sectionCardSchema,
  sectionNodeSchema,
  shopSchema,
  slideSchema,
  sortSchema,
} from './entities/index';
export * from './entities/location';
export * from './entities/order';
export * from './entities/publication';
export * from './entities/review';
export * from './entities/shop-card';
export type { SitemapNode } from './entities/sitemap-node';
export * from './entities/static-page';
export * from './entities/tag';
export * from './entities/user';
export * from './entities/wishlists';
export {
  API_PREFIX,
  API_SERVED_PREFIXES,
  CURRENT_CITY_PARAM,
  META_FOR_URI_PARAM,
  REFRESH_TOKEN_COOKIE,
  RELEASE_VERSION,
  RESOURCE_SECURITY_HEADERS,
  SITEMAP_PATH,
  SOURCE_HEADER,
  SOURCE_SITE,
  type SuccessBody,
} from './envelope';
export { type ErrorBody, errorBodySchema } from './error-body';
export {
  type ErrorCodeDeclaration,
  errorCodes,
  type ServerErrorCode,
  type ServerErrorDetails,
  type ServerErrorStatus,
} from './error-codes';
export { errorsCalls, type NotFoundPageData } from './errors';
export { estimatesCalls } from './estimates';
export { favoritesCalls } from './favorites';
export {
  type DischargedGoodsPageData,
  type FormFile,
  formFileSchema,
  formsCalls,
} from './forms';
export { homeCalls, type MainPageData } from './home';
export {
  codeSentOutput,
  identityCalls,
  loginInput,
  registrationInput,
  sessionOutput,
} from './identity';
export { inputShape } from './input-shape';
export { isServerErrorCode } from './is-server-error-code';
export {
  dateField,
  deliveryTimeField,
  fileField,
  ordersCalls,
  REQUISITES_FILE_MAX_BYTES,
  REQUISITES_FILE_TYPES,
  REQUISITES_FILES_LIMIT,
} from './orders';
export {
  boundedText,
  idListParam,
  intParam,
  MAX_INT,
  type ParamSchema,
  slugParam,
  type TextMessages,
  textParam,
} from './params';
export { paymentsCalls } from './payments';
export {
  type PromoCodePageData,
  type PromoPageData,
  type PromosPageData,
  promosCalls,
  type SalePageData,
} from './promos';
export { type ProductReviewsData, type ReviewPageData, type ReviewsPageData, reviewsCalls } from './reviews';
export {
  type BodyEncoding,
  type ContractCheck,
  type ContractIssue,
  type ContractValidator,
  fillPath,
  type HttpMethod,
  pathParamNames,
  type Route,
  type RouteInput,
  type RouteOutput,
} from './route';
export { safePath } from './safe-path';
export { type InstantSearchData, type SearchPageData, searchCalls } from './search';
export { BONUSES_RULE, bonusesField, quantityField, quantityRule } from './shopper-fields';
export { type ShopPageData, type ShopsPageData, shopsCalls } from './shops';
export { isSort, SORT_ORDERS, type Sort } from './sort-orders';
export {
  type OrderEvent,
  orderEventSchema,
  SUPPORT_PAYMENT_FILTERS,
  SUPPORT_STATUS_FILTERS,
  type SupportCustomer,
  type SupportOrderRow,
  supportCalls,
  supportCustomerSchema,
  supportOrderRowSchema,
} from './support';
export { contractTables, type Domain } from './tables';
export { type TagPageData, tagsCalls } from './tags';
export { validateWithContract } from './validate-with-contract';
