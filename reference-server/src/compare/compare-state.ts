import type { CompareState } from '@verstak/sdk/contract';
import { cardCatalog, cardRowsByIds, toProductCard } from '../catalog/product-cards';
import { sectionDefinition } from '../catalog/section-filter';
import type { Db } from '../db/database';
import { activeSection, inSection, listSections } from '../product-lists/list-sections';
import { COMPARE_LIST, FAVORITES_LIST, listedIds, listedProducts } from '../product-lists/visitor-list';
import { compareProperties } from './compare-properties';

/**
 * The comparison of one leaf section (§3 compare state, §7.6 preparePage): the section asked for if
 * a compared product is in it, else the first; its products as cards keyed by id (in the order they
 * were added), their properties side by side, every section with its count, and all compared ids.
 */
export async function compareStateOf(
  db: Db,
  fUserId: string,
  cityId: number,
  sectionId: number | undefined,
): Promise<CompareState> {
  const [listed, favorites, catalog] = await Promise.all([
    listedProducts(db, COMPARE_LIST, fUserId),
    listedIds(db, FAVORITES_LIST, fUserId),
    cardCatalog(db),
  ]);
  const { properties, brands, sections } = catalog;
  const active = activeSection(listed, sectionId, { anyDepth: false });
  const section = active === null ? undefined : sections.get(active);
  const [rows, important] = await Promise.all([
    cardRowsByIds(
      db,
      inSection(listed, active).map((item) => item.id),
      cityId,
    ),
    section ? sectionDefinition(db, section, properties) : [],
  ]);
  const cards = rows.map((row, i) => toProductCard(row, i + 1, catalog));
  const liked = new Set(favorites);
  return {
    products: {
      id: active,
      items: Object.fromEntries(
        cards.map((card) => [String(card.id), { ...card, favourite: liked.has(card.id) }]),
      ),
    },
    properties: compareProperties(
      rows.map((row) => ({
        id: row.id,
        price: row.price,
        brandTitle: brands.get(row.brand_id)?.title ?? '',
        props: row.props,
      })),
      important,
      properties,
    ),
    sections: listSections(listed, sections),
    activeSectionId: active,
    productIds: listed.map((item) => item.id),
  };
}
