// The contract shared by the SDK and the server: entities, endpoint definitions, the envelope, and the
// few rules and constants both sides must apply identically (the filter grammar, the city version tag,
// warranty titles, prices, the app page and its QR code's error correction).

export { cityVersionTag } from '../domain/city-version-tag';
export { MOBILE_APP_PATH, QR_CODE_ERROR_CORRECTION } from '../domain/constants';
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
export { warrantyTitle } from '../domain/warranty-title';
export { allEndpoints } from './all-endpoints';
export * from './endpoint';
export * from './endpoints/base';
export * from './endpoints/catalog';
export * from './endpoints/cities';
export * from './endpoints/pages';
export * from './endpoints/sort';
export * from './entities/index';
export * from './envelope';
export * from './error-body';
export * from './params';
export * from './route';
export * from './routes/base';
export * from './routes/catalog';
export * from './routes/cities';
export * from './routes/pages';
export * from './sort-orders';
export { validateWithContract } from './validate-with-contract';
