import { createHash } from 'node:crypto';
import { MAX_LINE_QUANTITY } from '@verstak/sdk/contract';
import { type CardCatalog, cardCatalog } from '../catalog/product-cards';
import type { CityRow } from '../cities/city-rows';
import type { Db } from '../db/database';
import { runAll } from '../db/run-all';
import type { Visitor } from '../visitor/visitor';
import { type BasketProductRow, selectProductColumns, sweepSoldOut, takeDeletedLines } from './basket-rows';
import { COURIER_TITLE, courierPrice } from './delivery';
import { percentOf } from './money';
import { evaluatePromo } from './promo-codes';
import { relatedOf } from './related-products';

// The basket priced (docs/basket.md "Prices"): every figure in integer kopecks, decided here and only
// here — the basket calls, base data, the cart page and checkout (srv-orders) all read this.

/** The share of the goods (after the promo code) bonuses may pay for, in per cent. */
export const BONUS_SHARE_PERCENT = 30;

/** A line priced. */
export interface PricedLine {
  productId: number;
  quantity: number;
  /** The order the line was added in. */
  sort: number;
  product: BasketProductRow;
  /** Units one order may take now: delivery stock plus the city's shops, at most 999. */
  maxQuantity: number;
  /** `is_available` and `maxQuantity` > 0. */
  canBuy: boolean;
  /** One unit before any discount: the old price when above the price, else the price. */
  baseUnitKopecks: number;
  /** One unit after the product's and the B2B discount. */
  unitKopecks: number;
  /** `baseUnitKopecks × quantity`. */
  baseSumKopecks: number;
  /** `unitKopecks × quantity`. */
  sumKopecks: number;
  /** What the promo code takes off this line (0 when it does not cover it). */
  promoKopecks: number;
  /** Products that go with this one (same section, popular, available). */
  related: number[];
}

/** The basket priced for a visitor, a city and a moment. */
export interface PricedBasket {
  fUserId: string;
  userId: number | null;
  /** Every line, in the order they were added; totals count only those that `canBuy`. */
  lines: PricedLine[];
  /** Lines the server took out since the basket was last shown (sold out or withdrawn), shown once. */
  deleted: PricedLine[];
  /** Units across all lines. */
  itemsTotal: number;
  /** The purchasable goods before any discount. */
  baseKopecks: number;
  /** The purchasable goods after the products' and B2B discounts, before the promo code. */
  goodsKopecks: number;
  /** The account's B2B category and its per-cent discount, when it buys as a B2B account. */
  b2b: { category: string; percent: number } | null;
  promo: {
    /** The code the basket keeps ('' for none), whether it applies now or not. */
    code: string;
    applied: boolean;
    discountKopecks: number;
    /** Why the kept code does not apply now (Russian), or null. */
    error: string | null;
  };
  /** The three stages of §4.7, in whole bonuses (1 bonus = 1 ₽). */
  bonuses: {
    /** The account's balance (0 for a guest). */
    balance: number;
    /** What may be spent on this basket: min(balance, 30% of the goods after the promo code). */
    available: number;
    /** The shopper asked to spend bonuses. */
    apply: boolean;
    /** The amount asked for; 0 means "as much as may be spent". */
    requested: number;
    /** What is actually taken off. */
    applied: number;
  };
  /** What the shopper pays for the goods: goods − promo − applied bonuses. */
  totalKopecks: number;
  /** The cheapest delivery to the city, null when no purchasable line can be delivered. */
  delivery: { title: string; priceKopecks: number } | null;
  /** Digest of the lines, unit prices, discounts, promo code and applied bonuses. */
  version: string;
  /** The reference data the lines are shown with (sections, brands, properties). */
  catalog: CardCatalog;
}

/** Options of {@link priceBasket}. */
export interface PriceOptions {
  /** The moment promo periods are checked at (the request's clock); now by default. */
  now?: number;
  /** Take the lines shown once (`deleted`); false leaves them for the next answer. Default true. */
  takeDeleted?: boolean;
  /**
   * The cards' reference data, when the caller has it: inside a transaction it is not memoized, so a
   * caller pricing in one passes `await cardCatalog(ctx.db)` (memoized) to spare four reads.
   */
  catalog?: CardCatalog;
  /** At checkout, the buyer's phone: its earlier orders count for a first-order-only code. */
  buyerPhone?: string;
}

interface StateRow {
  promo_code: string | null;
  apply_bonuses: boolean | null;
  bonuses_requested: number | null;
  has_deleted: boolean;
}

interface AccountRow {
  type: string;
  phone: string | null;
  groups: string[];
  b2b_category: string;
  b2b_percent: number | null;
  balance: number;
}

/** The account's B2B standing and bonus balance, read now (a B2B switch re-prices at the next read). */
async function accountOf(db: Db, userId: number | null): Promise<AccountRow | null> {
  if (userId === null) return null;
  const [row] = await db.query<AccountRow>(
    `SELECT u.type, u.phone, u.groups, u.b2b_category, c.value AS b2b_percent,
       (SELECT coalesce(sum(m.amount), 0)::int FROM bonus_movements m WHERE m.user_id = u.id) AS balance
     FROM users u LEFT JOIN b2b_categories c ON c.code = u.b2b_category WHERE u.id = $1`,
    [userId],
  );
  return row ?? null;
}

/** Whether an account buys at B2B prices: the b2b group or a legal entity, with a known category. */
export function b2bOf(account: Pick<AccountRow, 'type' | 'groups' | 'b2b_category' | 'b2b_percent'> | null) {
  if (!account || account.b2b_percent === null) return null;
  if (!account.groups.includes('b2b') && account.type !== 'legal') return null;
  return { category: account.b2b_category, percent: Number(account.b2b_percent) };
}

/** The per cent an account's B2B discount takes off (0 for a guest or an account buying retail). */
export async function b2bPercentOf(db: Db, userId: number | null): Promise<number> {
  return b2bOf(await accountOf(db, userId))?.percent ?? 0;
}

/** A product row priced as a line of `quantity` for a city's stock. */
export function priceLine(
  product: BasketProductRow,
  quantity: number,
  sort: number,
  b2bPercent: number,
  related: number[] = [],
): PricedLine {
  const priceKopecks = product.price * 100;
  const baseUnitKopecks = Math.max(priceKopecks, product.old_price * 100);
  const unitKopecks = priceKopecks - percentOf(priceKopecks, b2bPercent);
  const maxQuantity = Math.min(MAX_LINE_QUANTITY, product.delivery_stock + product.city_stock);
  return {
    productId: product.id,
    quantity,
    sort,
    product,
    maxQuantity,
    canBuy: product.is_available && maxQuantity > 0,
    baseUnitKopecks,
    unitKopecks,
    baseSumKopecks: baseUnitKopecks * quantity,
    sumKopecks: unitKopecks * quantity,
    promoKopecks: 0,
    related,
  };
}

/** The digest of what the shopper sees and checkout relies on. */
function versionOf(basket: Omit<PricedBasket, 'version' | 'catalog'>): string {
  const seen = {
    lines: basket.lines.map((l) => [
      l.productId,
      l.quantity,
      l.canBuy,
      l.unitKopecks,
      l.baseUnitKopecks,
      l.promoKopecks,
    ]),
    promo: basket.promo.applied ? basket.promo.code : '',
    bonuses: basket.bonuses.applied,
    delivery: basket.delivery?.priceKopecks ?? null,
  };
  return createHash('sha256').update(JSON.stringify(seen)).digest('base64url').slice(0, 16);
}

/**
 * Prices the basket of `visitor` for `city` (docs/basket.md): lines sold out or withdrawn are moved
 * to the deleted lines first (one statement), the ones shown once are taken (unless `takeDeleted` is
 * false). Runs on a transaction's handle too (checkout prices inside its own).
 */
export async function priceBasket(
  db: Db,
  visitor: Visitor,
  city: Pick<CityRow, 'id' | 'kind'>,
  options: PriceOptions = {},
): Promise<PricedBasket> {
  const now = options.now ?? Date.now();
  const [rows, [state], account, catalog] = await runAll(db, [
    () =>
      db.query<BasketProductRow & { quantity: number; sort: number }>(
        `SELECT ${selectProductColumns('$2')}, b.quantity, b.sort::float8 AS sort
         FROM basket_lines b JOIN products p ON p.id = b.product_id WHERE b.f_user_id = $1 ORDER BY b.sort`,
        [visitor.fUserId, city.id],
      ),
    () =>
      db.query<StateRow>(
        `SELECT s.promo_code, s.apply_bonuses, s.bonuses_requested,
           EXISTS (SELECT 1 FROM basket_deleted_lines d WHERE d.f_user_id = $1) AS has_deleted
         FROM (SELECT 1) one LEFT JOIN basket_state s ON s.f_user_id = $1`,
        [visitor.fUserId],
      ),
    () => accountOf(db, visitor.userId),
    () => (options.catalog ? Promise.resolve(options.catalog) : cardCatalog(db)),
  ] as const);
  const b2b = b2bOf(account);
  const soldOut = rows.filter((r) => !r.is_available || r.stock_anywhere === 0);
  if (soldOut.length > 0) await sweepSoldOut(db, visitor.fUserId, city.id);
  const kept = rows.filter((r) => r.is_available && r.stock_anywhere > 0);
  const takeDeleted = options.takeDeleted ?? true;
  const [deletedRows, related] = await runAll(db, [
    () =>
      (state?.has_deleted || soldOut.length > 0) && takeDeleted
        ? takeDeletedLines(db, visitor.fUserId, city.id)
        : Promise.resolve([]),
    () => relatedOf(db, kept),
  ] as const);
  const lines = kept.map((r) => priceLine(r, r.quantity, r.sort, b2b?.percent ?? 0, related.get(r.id) ?? []));
  const deleted = deletedRows.map((r) => {
    const line = priceLine(r, r.quantity, 0, 0);
    return {
      ...line,
      canBuy: false,
      maxQuantity: 0,
      unitKopecks: r.price_kopecks,
      sumKopecks: r.price_kopecks * r.quantity,
    };
  });
  const buyable = lines.filter((l) => l.canBuy);
  const goodsKopecks = buyable.reduce((sum, l) => sum + l.sumKopecks, 0);
  const baseKopecks = buyable.reduce((sum, l) => sum + l.baseSumKopecks, 0);

  const code = state?.promo_code ?? '';
  const promo: PricedBasket['promo'] = { code, applied: false, discountKopecks: 0, error: null };
  if (code !== '') {
    const outcome = await evaluatePromo(db, code, {
      lines: buyable.map((l) => ({
        productId: l.productId,
        sumKopecks: l.sumKopecks,
        sectionId: l.product.section_id,
        midId: l.product.mid_id,
        topId: l.product.top_id,
        brandId: l.product.brand_id,
      })),
      fUserId: visitor.fUserId,
      userId: visitor.userId,
      phones: [account?.phone ?? '', options.buyerPhone ?? ''],
      isB2B: b2b !== null,
      now,
    });
    if (outcome.ok) {
      promo.applied = true;
      promo.discountKopecks = outcome.discountKopecks;
      for (const l of lines) l.promoKopecks = outcome.discounts.get(l.productId) ?? 0;
    } else promo.error = outcome.error;
  }

  const afterPromo = goodsKopecks - promo.discountKopecks;
  const balance = Math.max(0, account?.balance ?? 0);
  const available =
    visitor.userId === null
      ? 0
      : Math.min(balance, Math.floor(percentOf(afterPromo, BONUS_SHARE_PERCENT) / 100));
  const apply = state?.apply_bonuses ?? false;
  const requested = state?.bonuses_requested ?? 0;
  const applied = apply ? (requested > 0 ? Math.min(requested, available) : available) : 0;
  const totalKopecks = afterPromo - applied * 100;
  const deliverable = buyable.some((l) => l.product.delivery_stock > 0);

  const priced: Omit<PricedBasket, 'version' | 'catalog'> = {
    fUserId: visitor.fUserId,
    userId: visitor.userId,
    lines,
    deleted,
    itemsTotal: lines.reduce((sum, l) => sum + l.quantity, 0),
    baseKopecks,
    goodsKopecks,
    b2b,
    promo,
    bonuses: { balance, available, apply, requested, applied },
    totalKopecks,
    delivery: deliverable ? { title: COURIER_TITLE, priceKopecks: courierPrice(city, totalKopecks) } : null,
  };
  return { ...priced, version: versionOf(priced), catalog };
}
