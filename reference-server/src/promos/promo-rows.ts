import type { Promo } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { promoPictureUrl } from '../images/picture-urls';
import { endOfMoscowDay, moscowDay } from './moscow-day';

/** A row of `promotions` (migration 015), dates as YYYY-MM-DD. */
export interface PromoRow {
  id: number;
  code: string;
  title: string;
  preview: string;
  description: string;
  body: string[];
  rules: string[];
  type_promo: 'discount' | 'gift' | 'bonus';
  timer_title: string;
  starts_on: string;
  ends_on: string;
  sort: number;
  erid: string | null;
  advertiser_name: string | null;
  advertiser_data: string | null;
}

const COLUMNS = `id, code, title, preview, description, body, rules, type_promo, timer_title,
  to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on, sort,
  erid, advertiser_name, advertiser_data`;

/** Which promotions a list shows: those on now (begun and not ended), or the ended ones. */
export type PromoState = 'current' | 'archive';

/**
 * The promotions of a state on `today` (a Moscow day), a page of them and how many there are:
 * current ones by their order, soonest end first among equals; the archive latest ended first.
 * A promotion that has not begun yet is in neither.
 */
export async function promoRows(
  db: Db,
  state: PromoState,
  today: string,
  page: { limit: number; offset: number },
): Promise<{ rows: PromoRow[]; total: number }> {
  const where = state === 'current' ? 'starts_on <= $1 AND ends_on >= $1' : 'ends_on < $1';
  const order = state === 'current' ? 'sort, ends_on, id' : 'ends_on DESC, id';
  const [rows, [count]] = await Promise.all([
    db.query<PromoRow>(
      `SELECT ${COLUMNS} FROM promotions WHERE ${where} ORDER BY ${order} LIMIT $2 OFFSET $3`,
      [today, page.limit, page.offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM promotions WHERE ${where}`, [today]),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** How many promotions a state holds on `today`. */
export async function promoCount(db: Db, state: PromoState, today: string): Promise<number> {
  const where = state === 'current' ? 'starts_on <= $1 AND ends_on >= $1' : 'ends_on < $1';
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM promotions WHERE ${where}`, [
    today,
  ]);
  return row?.n ?? 0;
}

/** A promotion by its code, whatever its dates (an ended one is shown as ended, from the archive). */
export async function promoByCode(db: Db, code: string): Promise<PromoRow | undefined> {
  const [row] = await db.query<PromoRow>(`SELECT ${COLUMNS} FROM promotions WHERE code = $1`, [code]);
  return row;
}

/** A promotion as lists show it, its state told on the instant `now`. */
export function toPromo(row: PromoRow, now: number): Promo {
  return {
    code: row.code,
    title: row.title,
    url: `/promo/${row.code}/`,
    preview: row.preview,
    desktopPicture: promoPictureUrl(row),
    mobilePicture: promoPictureUrl(row, true),
    from: row.starts_on,
    to: row.ends_on,
    endsAt: endOfMoscowDay(row.ends_on),
    ended: moscowDay(now) > row.ends_on,
    commercial:
      row.erid && row.advertiser_name && row.advertiser_data
        ? { erid: row.erid, advertiserName: row.advertiser_name, advertiserData: row.advertiser_data }
        : null,
  };
}
