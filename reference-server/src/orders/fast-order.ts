import type { PaySystemCode } from '@verstak/sdk/contract';
import { removeOrderedLines } from '../basket/add-lines';
import { lockBasket } from '../basket/basket-lock';
import { basketProducts } from '../basket/basket-rows';
import { courierPrice } from '../basket/delivery';
import { roublesOf } from '../basket/money';
import { b2bPercentOf, priceBasket, priceLine } from '../basket/price-basket';
import type { CardCatalog } from '../catalog/product-cards';
import type { CityRow } from '../cities/city-rows';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import type { Visitor } from '../visitor/visitor';
import { basketEmpty, draftLines } from './checkout';
import { courierDates, DEFAULT_DELIVERY_TIME, pickupReadyDate } from './delivery-dates';
import { priceChanged } from './price-changed';
import { type DraftLine, writeOrder } from './write-order';

// One-click orders (§7.5 make-fast and /fast-order/…): a product and a quantity (or the whole basket)
// with a name and a phone; a manager calls back to settle the rest, so the order is paid on receipt
// (`card`), with no promo code or bonuses. Priced by the server as the basket would price the line.

/** How the one-click order reaches the buyer. */
export type FastDelivery = { type: 'courier'; address: string } | { type: 'pickup'; shopId: number };

/** The product as a priced order line for the visitor (their B2B discount included). */
async function fastLine(db: Db, visitor: Visitor, city: CityRow, productId: number, quantity: number) {
  const products = await basketProducts(db, [productId], city.id);
  const product = products.get(productId);
  if (!product || !product.is_available)
    throw new HttpError(404, 'not_found', { productId: 'Товар не найден или снят с продажи' });
  const line = priceLine(product, quantity, 0, await b2bPercentOf(db, visitor.userId));
  const draft: DraftLine = {
    productId,
    title: product.title,
    code: product.code,
    quantity,
    unitKopecks: line.unitKopecks,
    baseUnitKopecks: line.baseUnitKopecks,
    measure: product.measure,
  };
  return { product, draft };
}

/** Whether the quantity can be had for the delivery, and when. */
async function availability(
  db: Db,
  delivery: FastDelivery,
  productId: number,
  quantity: number,
  now: number,
) {
  if (delivery.type === 'courier') {
    const [row] = await db.query<{ left: number }>(
      'SELECT delivery_stock AS left FROM products WHERE id = $1',
      [productId],
    );
    const available = (row?.left ?? 0) >= quantity;
    return { available, readyDate: courierDates(now)[0]?.date ?? '' };
  }
  const [shop] = await db.query<{ city_id: number }>('SELECT city_id FROM shops WHERE id = $1 AND opened', [
    delivery.shopId,
  ]);
  if (!shop) throw new HttpError(400, 'validation', { shopId: 'Выберите пункт самовывоза из списка' });
  const [row] = await db.query<{ left: number }>(
    'SELECT quantity AS left FROM stock WHERE shop_id = $1 AND product_id = $2',
    [delivery.shopId, productId],
  );
  const available = (row?.left ?? 0) >= quantity;
  return { available, readyDate: available ? pickupReadyDate(now) : '' };
}

/** The one-click form's figures (§3 fast-order state: prices and the authorised flag). */
export async function fastQuote(
  db: Db,
  visitor: Visitor,
  city: CityRow,
  input: { productId: number; quantity: number; delivery: FastDelivery; now: number },
) {
  const { draft } = await fastLine(db, visitor, city, input.productId, input.quantity);
  const sum = draft.unitKopecks * input.quantity;
  const deliveryKopecks = input.delivery.type === 'courier' ? courierPrice(city, sum) : 0;
  const { available, readyDate } = await availability(
    db,
    input.delivery,
    input.productId,
    input.quantity,
    input.now,
  );
  return {
    productId: input.productId,
    quantity: input.quantity,
    price: roublesOf(draft.unitKopecks),
    sum: roublesOf(sum),
    deliveryPrice: roublesOf(deliveryKopecks),
    total: roublesOf(sum + deliveryKopecks),
    authorised: visitor.userId !== null,
    available,
    readyDate,
  };
}

/** What a one-click order is placed with. */
export interface FastOrderInput {
  visitor: Visitor;
  city: CityRow;
  now: number;
  /** A product, or null for the whole basket. */
  product: { id: number; quantity: number } | null;
  delivery: FastDelivery;
  buyer: { name: string; phone: string; email: string; comment: string };
  /** The city a courier takes it to: the one its address names, else the shopper's (`deliveryCity`). */
  courierCity: CityRow;
  /** The total the form showed, in kopecks: another total now refuses the order (409 price_changed). */
  shownTotalKopecks?: number;
  /** The cards' reference data, read before the transaction (inside it the cache is not used). */
  catalog: CardCatalog;
}

const FAST_PAY_SYSTEM: PaySystemCode = 'card';

/** Places a one-click order in `tx`; answers its id. */
export async function placeFastOrder(tx: Db, input: FastOrderInput): Promise<number> {
  const { visitor, city, now } = input;
  let lines: DraftLine[];
  let fromBasket = false;
  if (input.product) {
    lines = [(await fastLine(tx, visitor, city, input.product.id, input.product.quantity)).draft];
  } else {
    await lockBasket(tx, visitor.fUserId);
    lines = draftLines(
      await priceBasket(tx, visitor, city, { now, takeDeleted: false, catalog: input.catalog }),
    );
    if (lines.length === 0) throw basketEmpty();
    fromBasket = true;
  }
  const goodsKopecks = lines.reduce((sum, l) => sum + l.unitKopecks * l.quantity, 0);
  const courier = input.delivery.type === 'courier';
  const deliveryKopecks = courier ? courierPrice(input.courierCity, goodsKopecks) : 0;
  const totalKopecks = goodsKopecks + deliveryKopecks;
  if (input.shownTotalKopecks !== undefined && input.shownTotalKopecks !== totalKopecks)
    throw priceChanged(input.shownTotalKopecks, {
      totalKopecks,
      courier: courier ? { kopecks: deliveryKopecks, city: input.courierCity } : null,
    });
  let shopId: number | null = null;
  let address = '';
  let date: string;
  if (input.delivery.type === 'pickup') {
    const [shop] = await tx.query<{ address: string }>('SELECT address FROM shops WHERE id = $1 AND opened', [
      input.delivery.shopId,
    ]);
    if (!shop) throw new HttpError(400, 'validation', { shopId: 'Выберите пункт самовывоза из списка' });
    shopId = input.delivery.shopId;
    address = shop.address;
    date = pickupReadyDate(now);
  } else {
    address = input.delivery.address;
    date = courierDates(now)[0]?.date ?? '';
  }
  const { id } = await writeOrder(tx, {
    fUserId: visitor.fUserId,
    userId: visitor.userId,
    cityId: courier ? input.courierCity.id : city.id,
    lines,
    goodsKopecks,
    baseKopecks: lines.reduce((sum, l) => sum + l.baseUnitKopecks * l.quantity, 0),
    promo: { code: '', kopecks: 0 },
    bonuses: 0,
    delivery: {
      type: input.delivery.type,
      shopId,
      address,
      date,
      time: DEFAULT_DELIVERY_TIME,
      kopecks: deliveryKopecks,
    },
    paySystem: FAST_PAY_SYSTEM,
    buyer: input.buyer,
    organizationId: null,
    files: [],
    isFast: true,
  });
  if (fromBasket)
    await removeOrderedLines(
      tx,
      visitor.fUserId,
      lines.map((l) => ({ id: l.productId, quantity: l.quantity })),
    );
  return id;
}
