export { createVerstak } from './create-verstak';
export { useCities, useFilter, useLayout, usePageData } from './hooks';
export { useStoreSelector } from './use-store-selector';
export { useVerstak, VerstakProvider, type VerstakValue } from './verstak-context';
