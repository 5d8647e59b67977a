export {
  useAddToBasket,
  useAnalytics,
  useBasket,
  useCompare,
  useCompareToggle,
  useFastOrder,
  useFavorites,
  useFavoriteToggle,
  useHelperCounts,
} from './commerce-hooks';
export { createVerstak, type VerstakOptions } from './create-verstak';
export {
  type EqualityFn,
  useCities,
  useFilter,
  useLayout,
  usePageData,
  usePersonalSidebar,
  useProfileHelper,
  useSession,
  useUser,
} from './hooks';
export { shallow } from './shallow';
export { useStore } from './use-store';
export { useVerstak, VerstakProvider, type VerstakValue } from './verstak-context';
