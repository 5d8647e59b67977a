import type { Db } from '../db/database';
import { moneyText, percentOf } from './money';

// Promo codes (table promo_codes, seeded in seed/commerce-seed.ts). A code applies when it is active,
// within its period, has uses left, the account may use it (B2B, first order), the basket holds goods it
// covers (a section at any depth, or a brand) and the goods it covers reach its minimum sum. The
// discount is per cent of each covered line (rounded half up per line) or a fixed sum spread over the
// covered lines in proportion to their sums (the last covered line takes the rounding remainder), never
// more than the covered goods.

/** A row of `promo_codes`. */
export interface PromoCodeRow {
  code: string;
  title: string;
  kind: 'percent' | 'fixed';
  value: number;
  min_sum_kopecks: number;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  max_uses: number | null;
  used: number;
  section_id: number | null;
  brand_id: number | null;
  b2b_allowed: boolean;
  first_order_only: boolean;
  active: boolean;
  /** Published on /promo-code/: its existence is no secret. */
  is_public: boolean;
}

/** What a promo code is checked against: the purchasable lines and who buys. */
export interface PromoSubject {
  lines: ReadonlyArray<{
    productId: number;
    sumKopecks: number;
    sectionId: number;
    midId: number;
    topId: number;
    brandId: number;
  }>;
  fUserId: string;
  userId: number | null;
  /**
   * Phones whose earlier orders count for a first-order-only code (the account's; at checkout the
   * buyer's too), so a code is not had again by ordering as a guest and then logged in.
   */
  phones: readonly string[];
  isB2B: boolean;
  now: number;
}

/** The outcome: the discount per product id, or why the code does not apply (Russian, for the shopper). */
export type PromoOutcome =
  | { ok: true; code: string; title: string; discounts: Map<number, number>; discountKopecks: number }
  | { ok: false; code: string; error: string };

/**
 * The refusal of a code the store does not have, and of one it keeps to itself (not published on
 * /promo-code/) that does not work now: switched off, not started, ended or used up. Guessing learns
 * nothing from those (a personal or coming code stays secret); a published code says why.
 */
export const PROMO_NOT_FOUND = 'Промокод не найден';

/** A code as stored and compared: trimmed and upper-cased. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

const time = (v: Date | string | null) => (v === null ? null : new Date(v).getTime());

/** Whether the visitor, the account or one of the phones already has an order that was not cancelled. */
async function hasOrdered(db: Db, subject: PromoSubject): Promise<boolean> {
  const [row] = await db.query<{ yes: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM orders WHERE status <> 'cancelled'
       AND (f_user_id = $1 OR ($2::int IS NOT NULL AND user_id = $2::int) OR phone = ANY($3::text[]))) AS yes`,
    [subject.fUserId, subject.userId, subject.phones.filter((p) => p !== '')],
  );
  return row?.yes ?? false;
}

/** Checks `code` against its rules and prices it for `subject`. */
export async function evaluatePromo(db: Db, rawCode: string, subject: PromoSubject): Promise<PromoOutcome> {
  const code = normalizePromoCode(rawCode);
  const refuse = (error: string): PromoOutcome => ({ ok: false, code, error });
  const [row] = await db.query<PromoCodeRow>('SELECT * FROM promo_codes WHERE upper(code) = $1', [code]);
  if (!row || !row.active) return refuse(PROMO_NOT_FOUND);
  const secret = (error: string) => refuse(row.is_public ? error : PROMO_NOT_FOUND);
  const starts = time(row.starts_at);
  const ends = time(row.ends_at);
  if (starts !== null && subject.now < starts) return secret('Промокод ещё не действует');
  if (ends !== null && subject.now >= ends) return secret('Промокод истёк');
  if (row.max_uses !== null && row.used >= row.max_uses) return secret('Промокод уже использован');
  if (subject.isB2B && !row.b2b_allowed) return refuse('Промокод не действует для юридических лиц');
  if (subject.lines.length === 0) return refuse('Добавьте товары в корзину, чтобы применить промокод');
  const covered = subject.lines.filter(
    (l) =>
      (row.section_id === null ||
        l.sectionId === row.section_id ||
        l.midId === row.section_id ||
        l.topId === row.section_id) &&
      (row.brand_id === null || l.brandId === row.brand_id),
  );
  if (covered.length === 0) return refuse('Промокод не действует на товары в корзине');
  const coveredSum = covered.reduce((sum, l) => sum + l.sumKopecks, 0);
  if (coveredSum < Number(row.min_sum_kopecks))
    return refuse(`Сумма заказа должна быть от ${moneyText(Number(row.min_sum_kopecks))}`);
  if (row.first_order_only && (await hasOrdered(db, subject)))
    return refuse('Промокод действует только на первый заказ');
  const discounts = new Map<number, number>();
  if (row.kind === 'percent') {
    for (const l of covered) discounts.set(l.productId, percentOf(l.sumKopecks, Number(row.value)));
  } else {
    const total = Math.min(Number(row.value), coveredSum);
    let given = 0;
    covered.forEach((l, i) => {
      const share =
        i === covered.length - 1
          ? total - given
          : Number((BigInt(total) * BigInt(l.sumKopecks)) / BigInt(coveredSum));
      discounts.set(l.productId, share);
      given += share;
    });
  }
  const discountKopecks = [...discounts.values()].reduce((a, b) => a + b, 0);
  return { ok: true, code: row.code, title: row.title, discounts, discountKopecks };
}
