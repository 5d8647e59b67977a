// The code of the stores that act (basket, favourites, compare, fast order): imported dynamically by
// createVerstak, so it leaves the first load of every page and comes on first use.
export {
  createBasketStore,
  createCompareStore,
  createFastOrderStore,
  createFavoritesStore,
} from '@verstak/sdk';
