import { moneyText } from '../basket/money';
import type { PricedBasket } from '../basket/price-basket';
import type { Db } from '../db/database';

// What changed in a basket since the shopper saw it, in Russian with the figures: checkout refuses a
// basket whose version is not the confirmed one and says why, never placing it silently. The
// baskets shown at checkout are kept by version (basket_snapshots) so the old figures can be named;
// for a version not kept, the message names the current figures.

/** What a shopper saw of a basket. */
export interface BasketSnapshot {
  lines: Array<{ id: number; title: string; quantity: number; unitKopecks: number; canBuy: boolean }>;
  promoCode: string;
  promoKopecks: number;
  bonuses: number;
}

/** The snapshot of a priced basket. */
export function snapshotOf(priced: PricedBasket): BasketSnapshot {
  return {
    lines: priced.lines.map((l) => ({
      id: l.productId,
      title: l.product.title,
      quantity: l.quantity,
      unitKopecks: l.unitKopecks,
      canBuy: l.canBuy,
    })),
    promoCode: priced.promo.applied ? priced.promo.code : '',
    promoKopecks: priced.promo.discountKopecks,
    bonuses: priced.bonuses.applied,
  };
}

/** How many snapshots a visitor keeps. */
const KEPT = 10;

/** Keeps what the shopper was shown, by its version (the newest {@link KEPT} per visitor). */
export async function rememberBasket(db: Db, priced: PricedBasket): Promise<void> {
  await db.query(
    `INSERT INTO basket_snapshots (f_user_id, version, snapshot) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (f_user_id, version) DO UPDATE SET created_at = now()`,
    [priced.fUserId, priced.version, JSON.stringify(snapshotOf(priced))],
  );
  await db.query(
    `DELETE FROM basket_snapshots WHERE f_user_id = $1 AND version NOT IN (
       SELECT version FROM basket_snapshots WHERE f_user_id = $1 ORDER BY created_at DESC LIMIT ${KEPT})`,
    [priced.fUserId],
  );
}

/** The snapshot the shopper saw under `version`, if it was kept. */
export async function recalledBasket(
  db: Db,
  fUserId: string,
  version: string,
): Promise<BasketSnapshot | null> {
  const [row] = await db.query<{ snapshot: BasketSnapshot }>(
    'SELECT snapshot FROM basket_snapshots WHERE f_user_id = $1 AND version = $2',
    [fUserId, version],
  );
  return row?.snapshot ?? null;
}

/** «Товара «Дрель» осталось 2 шт.», or that there is none left. */
export function leftText(title: string, left: number, measure = 'шт.'): string {
  return left > 0 ? `Товара «${title}» осталось ${left} ${measure}` : `Товара «${title}» нет в наличии`;
}

/**
 * Each change from `before` (null: not kept) to `now`, in Russian with its figures. Lines that can no
 * longer be had in the wanted quantity are named with what is left, whatever was seen.
 */
export function describeChanges(before: BasketSnapshot | null, now: PricedBasket): string[] {
  const changes: string[] = [];
  const seen = new Map(before?.lines.map((l) => [l.id, l]) ?? []);
  for (const line of now.lines) {
    const title = line.product.title;
    const old = seen.get(line.productId);
    seen.delete(line.productId);
    if (!line.canBuy || line.maxQuantity < line.quantity) {
      changes.push(leftText(title, line.canBuy ? line.maxQuantity : 0, line.product.measure));
      continue;
    }
    if (before === null) continue;
    if (!old) {
      changes.push(`В корзине появился товар «${title}»: ${line.quantity} ${line.product.measure}`);
      continue;
    }
    if (old.unitKopecks !== line.unitKopecks)
      changes.push(
        `Цена «${title}» изменилась: ${moneyText(old.unitKopecks)} → ${moneyText(line.unitKopecks)}`,
      );
    if (old.quantity !== line.quantity)
      changes.push(`Количество «${title}» изменилось: ${old.quantity} → ${line.quantity}`);
    if (!old.canBuy) changes.push(`Товар «${title}» снова в наличии`);
  }
  for (const gone of seen.values()) changes.push(`Товар «${gone.title}» убран из корзины: его нет в наличии`);
  if (before !== null) {
    const promoCode = now.promo.applied ? now.promo.code : '';
    if (before.promoCode !== '' && promoCode === '')
      changes.push(
        `Промокод «${before.promoCode}» больше не действует${now.promo.error ? `: ${now.promo.error}` : ''}`,
      );
    else if (before.promoKopecks !== now.promo.discountKopecks)
      changes.push(
        `Скидка по промокоду изменилась: ${moneyText(before.promoKopecks)} → ${moneyText(now.promo.discountKopecks)}`,
      );
    if (before.bonuses !== now.bonuses.applied)
      changes.push(`Бонусами оплачивается ${now.bonuses.applied} ₽ вместо ${before.bonuses} ₽`);
  }
  if (changes.length === 0)
    changes.push(
      `Состав или цены корзины изменились: теперь ${now.itemsTotal} шт. на ${moneyText(now.totalKopecks)}`,
    );
  return changes;
}
