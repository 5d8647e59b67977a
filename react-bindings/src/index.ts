export {
  useAnalytics,
  useBasket,
  useCompare,
  useFastOrder,
  useFavorites,
  useHelperCounts,
} from './commerce-hooks';
export { createVerstak, type VerstakOptions } from './create-verstak';
export { filterStoreOf } from './filter-store-of';
export {
  type EqualityFn,
  useCities,
  useLayout,
  usePageData,
  usePersonalSidebar,
  useProfileHelper,
  useSession,
  useUser,
} from './hooks';
export { shallow } from './shallow';
export { useAddToBasket } from './use-add-to-basket';
export { useCompareToggle } from './use-compare-toggle';
export { useFavoriteToggle } from './use-favorite-toggle';
export { useFilter } from './use-filter';
export { useStore } from './use-store';
export { useVerstak, VerstakProvider, type VerstakValue } from './verstak-context';
