import type { DeliveryType, PaySystemCode } from '@verstak/sdk/contract';
import { removeOrderedLines } from '../basket/add-lines';
import { lockBasket } from '../basket/basket-lock';
import { courierPrice } from '../basket/delivery';
import { type PricedBasket, priceBasket } from '../basket/price-basket';
import type { CardCatalog } from '../catalog/product-cards';
import type { CityRow } from '../cities/city-rows';
import type { Db } from '../db/database';
import { faultPoint } from '../http/fault-point';
import { HttpError } from '../http/http-error';
import type { Visitor } from '../visitor/visitor';
import { describeChanges, recalledBasket } from './basket-changes';
import { payReason } from './pay-systems';
import { assertShownTotal } from './price-changed';
import type { AcceptedFile } from './requisites-files';
import { type DraftLine, draftTotal, writeOrder } from './write-order';

// Checkout (§7.5 orders/make): the basket is priced again inside the order's transaction and must
// be the one the shopper confirmed (its version); then the order is written with its reservations,
// bonuses and promo code, and exactly the ordered lines leave the basket. One transaction: all of it
// happens, or none.

/** What the shopper chose at checkout, checked by the handler. */
export interface CheckoutChoice {
  visitor: Visitor;
  /** The shopper's city: the basket is priced for it, as it was shown. */
  city: CityRow;
  /** The city the order goes to (courier: the one its address names) or the pickup shop's city. */
  orderCity: CityRow;
  /** The total the checkout showed, in kopecks, when it sent one (see {@link assertShownTotal}). */
  shownTotalKopecks?: number;
  now: number;
  basketVersion: string;
  delivery: { type: DeliveryType; shopId: number | null; address: string; date: string; time: string };
  paySystem: PaySystemCode;
  buyer: { name: string; phone: string; email: string; comment: string };
  organizationId: number | null;
  files: AcceptedFile[];
  /** The cards' reference data, read before the transaction (inside it the cache is not used). */
  catalog: CardCatalog;
}

/** The basket's purchasable lines as order lines. */
export function draftLines(priced: PricedBasket): DraftLine[] {
  return priced.lines
    .filter((l) => l.canBuy)
    .map((l) => ({
      productId: l.productId,
      title: l.product.title,
      code: l.product.code,
      quantity: l.quantity,
      unitKopecks: l.unitKopecks,
      baseUnitKopecks: l.baseUnitKopecks,
      measure: l.product.measure,
    }));
}

/** The 409 of a basket that is not the one confirmed, naming each change with its figures. */
export function basketChanged(changes: string[]): HttpError {
  return new HttpError(409, 'basket_changed', { common: `Корзина изменилась: ${changes.join('; ')}` });
}

/** The 409 of a basket with nothing to order. */
export function basketEmpty(): HttpError {
  return new HttpError(409, 'basket_empty', {
    common: 'Корзина пуста: добавьте товары, чтобы оформить заказ',
  });
}

/** Places the visitor's basket as an order in `tx`; answers its id. */
export async function checkout(tx: Db, choice: CheckoutChoice): Promise<number> {
  faultPoint('checkout:after-claim');
  const { visitor } = choice;
  await lockBasket(tx, visitor.fUserId);
  const priced = await priceBasket(tx, visitor, choice.city, {
    now: choice.now,
    takeDeleted: false,
    buyerPhone: choice.buyer.phone,
    catalog: choice.catalog,
  });
  const lines = draftLines(priced);
  if (priced.version !== choice.basketVersion) {
    const before = await recalledBasket(tx, visitor.fUserId, choice.basketVersion);
    throw basketChanged(describeChanges(before, priced));
  }
  if (lines.length === 0) throw basketEmpty();
  const deliveryKopecks =
    choice.delivery.type === 'courier' ? courierPrice(choice.orderCity, priced.totalKopecks) : 0;
  const draft = {
    fUserId: visitor.fUserId,
    userId: visitor.userId,
    cityId: choice.orderCity.id,
    lines,
    goodsKopecks: priced.goodsKopecks,
    baseKopecks: priced.baseKopecks,
    promo: { code: priced.promo.applied ? priced.promo.code : '', kopecks: priced.promo.discountKopecks },
    bonuses: priced.bonuses.applied,
    delivery: { ...choice.delivery, kopecks: deliveryKopecks },
    paySystem: choice.paySystem,
    buyer: choice.buyer,
    organizationId: choice.organizationId,
    files: choice.files,
    isFast: false,
  };
  assertShownTotal(
    choice.shownTotalKopecks,
    { totalKopecks: priced.totalKopecks, deliveryKopecks: priced.delivery?.priceKopecks ?? null },
    {
      totalKopecks: draftTotal(draft),
      courier:
        choice.delivery.type === 'courier' ? { kopecks: deliveryKopecks, city: choice.orderCity } : null,
    },
  );
  const reason = payReason(choice.paySystem, draftTotal(draft));
  if (reason !== '') throw new HttpError(400, 'validation', { paySystem: reason });
  const { id } = await writeOrder(tx, draft);
  await removeOrderedLines(
    tx,
    visitor.fUserId,
    lines.map((l) => ({ id: l.productId, quantity: l.quantity })),
  );
  return id;
}
