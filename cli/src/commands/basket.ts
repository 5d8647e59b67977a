import { basketApi, type Client } from '@verstak/sdk';
import type { Basket, BasketLine } from '@verstak/sdk/contract';
import type { Io } from '../io';
import { jsonText } from '../json-text';
import { keyValues } from '../key-values';
import { money } from '../money';
import { table } from '../table';

/** The basket as a shopper's script reads it: its lines, then the totals. */
export function basketText(basket: Basket): string {
  if (basket.items.length === 0) return 'The basket is empty';
  const lines = table(basket.items, [
    { title: 'id', value: (i: BasketLine) => String(i.id), right: true },
    { title: 'title', value: (i) => i.title },
    { title: 'qty', value: (i) => String(i.quantity), right: true },
    { title: 'price', value: (i) => money(i.price), right: true },
    { title: 'sum', value: (i) => money(i.priceFinal), right: true },
    { title: 'note', value: (i) => (i.canBuy ? '' : 'cannot be bought now') },
  ]);
  const totals = keyValues([
    ['items', String(basket.itemsTotal)],
    ['discounts', basket.discountTotal > 0 ? `−${money(basket.discountTotal)}` : ''],
    [
      'promo code',
      basket.appliedPromoCode ? `${basket.appliedPromoCode} (−${money(basket.promoCodeDiscount)})` : '',
    ],
    ['bonuses', basket.appliedBonuses > 0 ? `−${money(basket.appliedBonuses)}` : ''],
    ['delivery', basket.delivery ? `${basket.delivery.title}, ${money(basket.delivery.price)}` : ''],
    ['total', money(basket.priceTotal)],
  ]);
  const removed =
    basket.deletedItems.length > 0
      ? `\nRemoved since last shown: ${basket.deletedItems.map((i) => `${i.id} ${i.title}`).join('; ')}`
      : '';
  return `${lines}\n\n${totals}${removed}`;
}

function print(basket: Basket, json: boolean, io: Io): void {
  io.out(json ? jsonText(basket) : basketText(basket));
}

/** `verstak basket add <productId> [--qty]`: adds units (1 by default) and prints the whole basket. */
export async function basketAdd(
  client: Client,
  productId: number,
  options: { qty?: number; json?: boolean },
  io: Io,
): Promise<void> {
  print(
    await basketApi(client).add({ productId, ...(options.qty ? { quantity: options.qty } : {}) }),
    options.json ?? false,
    io,
  );
}

/** `verstak basket set <productId> <qty>`: sets a line's quantity (0 removes it). */
export async function basketSet(
  client: Client,
  productId: number,
  quantity: number,
  options: { json?: boolean },
  io: Io,
): Promise<void> {
  print(await basketApi(client).set({ productId, quantity }), options.json ?? false, io);
}

/** `verstak basket remove <productId>`: removes a line. */
export async function basketRemove(
  client: Client,
  productId: number,
  options: { json?: boolean },
  io: Io,
): Promise<void> {
  print(await basketApi(client).remove({ productIds: [productId] }), options.json ?? false, io);
}

/** `verstak basket list`: the basket as it is now, priced for the city. */
export async function basketList(client: Client, options: { json?: boolean }, io: Io): Promise<void> {
  print(await basketApi(client).get({}), options.json ?? false, io);
}
