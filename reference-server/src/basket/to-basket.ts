import type { Basket, BasketLine } from '@verstak/sdk/contract';
import { type CardCatalog, toProductCard } from '../catalog/product-cards';
import { roublesOf } from './money';
import type { PricedBasket, PricedLine } from './price-basket';

/** The section chain of a product: «Top / Middle / Section» (§3 section.chainString). */
function chainString(catalog: CardCatalog, ids: readonly number[]): string {
  return [...new Set(ids)]
    .map((id) => catalog.sections.get(id)?.title)
    .filter((t): t is string => t !== undefined)
    .join(' / ');
}

/** A priced line as the contract's cart item (roubles = kopecks / 100). */
export function toBasketLine(line: PricedLine, catalog: CardCatalog): BasketLine {
  const p = line.product;
  const card = toProductCard(p, line.sort, catalog);
  const discount = line.baseSumKopecks - line.sumKopecks;
  return {
    id: line.productId,
    code: p.code,
    quantity: line.quantity,
    price: roublesOf(line.unitKopecks),
    title: p.title,
    manufacturer: card.manufacturer.title,
    section: { chainString: chainString(catalog, [p.top_id, p.mid_id, p.section_id]) },
    canBuy: line.canBuy,
    icons: card.icons,
    isAvailable: p.is_available,
    url: card.url,
    previewPicture: card.previewPicture,
    mostImportantParams: card.mostImportantParams,
    priceFinal: roublesOf(line.sumKopecks),
    priceBaseFinal: roublesOf(line.baseSumKopecks),
    discountFinal: roublesOf(discount),
    measure: p.measure,
    discountPercentFinal: line.baseSumKopecks > 0 ? Math.round((discount * 100) / line.baseSumKopecks) : 0,
    sort: line.sort,
    relatedProducts: line.related,
    maxQuantity: line.maxQuantity,
    sectionUrl: card.sectionUrl,
  };
}

/** The priced basket as the contract's Basket (§3): roubles with kopecks as two decimals. */
export function toBasket(priced: PricedBasket): Basket {
  const { catalog } = priced;
  const productDiscount = priced.baseKopecks - priced.goodsKopecks;
  return {
    items: priced.lines.map((l) => toBasketLine(l, catalog)),
    itemsTotal: priced.itemsTotal,
    priceTotal: roublesOf(priced.totalKopecks),
    priceBaseTotal: roublesOf(priced.baseKopecks),
    discountTotal: roublesOf(productDiscount + priced.promo.discountKopecks),
    availableBonuses: priced.bonuses.available,
    applyBonuses: priced.bonuses.apply,
    appliedBonuses: priced.bonuses.applied,
    appliedPromoCode: priced.promo.applied ? priced.promo.code : '',
    promoCodeDiscount: roublesOf(priced.promo.discountKopecks),
    ...(priced.promo.error === null ? {} : { promoCodeError: priced.promo.error }),
    delivery: priced.delivery && {
      title: priced.delivery.title,
      price: roublesOf(priced.delivery.priceKopecks),
    },
    deletedItems: priced.deleted.map((l) => toBasketLine(l, catalog)),
    version: priced.version,
  };
}
