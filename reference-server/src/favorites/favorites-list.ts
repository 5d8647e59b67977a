import type { FavoritesList } from '@verstak/sdk/contract';
import { cardCatalog, cardRowsByIds, toCards } from '../catalog/product-cards';
import type { Db } from '../db/database';
import { activeSection, inSection, listSections, pageOf } from '../product-lists/list-sections';
import { FAVORITES_LIST, listedProducts } from '../product-lists/visitor-list';

/** Products per page of the favourites when the call names no count. */
export const FAVORITES_PER_PAGE = 20;

/** Which page of the favourites to show. */
export interface FavoritesQuery {
  /** The section asked for (any depth); else the first item's (§3). */
  sectionId?: number | undefined;
  page?: number | undefined;
  count?: number | undefined;
}

/**
 * One page of the visitor's favourites (§3 favourites state, §4.6): the leaf sections with their
 * counts, the active section's products as cards (marked favourite, with their sections), the count
 * and the ids of the whole list.
 */
export async function favoritesListOf(
  db: Db,
  fUserId: string,
  cityId: number,
  query: FavoritesQuery,
): Promise<FavoritesList> {
  const perPage = query.count ?? FAVORITES_PER_PAGE;
  const [listed, catalog] = await Promise.all([listedProducts(db, FAVORITES_LIST, fUserId), cardCatalog(db)]);
  const active = activeSection(listed, query.sectionId, { anyDepth: true });
  const shown = inSection(listed, active);
  const page = pageOf(shown, query.page ?? 1, perPage);
  const rows = await cardRowsByIds(
    db,
    page.items.map((item) => item.id),
    cityId,
  );
  const sectionsOf = new Map(page.items.map((item) => [item.id, [...item.sections]]));
  const cards = await toCards(db, rows, (page.page - 1) * perPage + 1);
  return {
    products: {
      items: cards.map((card) => ({ ...card, favourite: true, sections: sectionsOf.get(card.id) ?? [] })),
      total: shown.length,
    },
    sections: listSections(listed, catalog.sections),
    activeSectionId: active,
    count: listed.length,
    productIds: listed.map((item) => item.id),
    pagination: { page: page.page, pageCount: page.pageCount, count: perPage },
  };
}
