import type { CompareState, FavoritesList } from '../api/api-types';

// What the favourites and compare stores keep of a listing answer, apart from the stores' code: a
// page primes them (the server render, hydration) before the code of the stores' actions arrives.

/** The favourites listing alone, without what else an answer carries (the page's meta, say). */
export function favoritesListingOf(answer: FavoritesList): FavoritesList {
  const { products, sections, activeSectionId, count, productIds, pagination } = answer;
  return { products, sections, activeSectionId, count, productIds, pagination };
}

/** The comparison alone, without what else an answer carries (the page's meta, say). */
export function comparisonOf(answer: CompareState): CompareState {
  const { products, properties, sections, activeSectionId, productIds } = answer;
  return { products, properties, sections, activeSectionId, productIds };
}
