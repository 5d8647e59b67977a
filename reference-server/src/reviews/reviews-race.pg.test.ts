import { reviewsCalls } from '@verstak/sdk/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { SEEDED_LOGINS } from '../seed/accounts-seed';
import { seed } from '../seed/seed';
import { accountKit } from '../testing/account-kit';

// Runs only in the `postgres` project (TEST_DATABASE_URL): PGlite has one connection, so it never
// runs two transactions at once and cannot show a race.
const url = process.env.TEST_DATABASE_URL as string;

describe('reviews on a real PostgreSQL: one review per shopper and product (§7.7)', () => {
  let db: Db;
  let kit: ReturnType<typeof accountKit>;
  const schema = `verstak_reviews_race_${process.pid}_${Date.now()}`;
  const now = Date.UTC(2026, 10, 26, 9);

  beforeAll(async () => {
    db = await openDatabase({ url, schema });
    await migrate(db);
    await seed(db, { products: 60 });
    kit = accountKit(db, () => now);
  }, 180_000);

  afterAll(async () => {
    await db?.exec(`DROP SCHEMA ${schema} CASCADE`);
    await db?.close();
  });

  it('20 writes of the same review at once make one review; the rest are 409 «Вы уже написали отзыв»', async () => {
    const shopper = await kit.tokenFor(SEEDED_LOGINS.smsOnly.id);
    const [row] = await db.query<{ id: number }>(
      `SELECT id FROM products WHERE id NOT IN (SELECT product_id FROM product_reviews WHERE user_id IS NOT NULL)
       ORDER BY id LIMIT 1`,
    );
    const productId = row?.id ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        kit.call(
          reviewsCalls.write,
          { productId, rating: 5, text: `Отличный товар, пользуюсь неделю (${i})`, agreement: true },
          { token: shopper },
        ),
      ),
    );
    const [count] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM product_reviews WHERE product_id = $1 AND user_id = $2',
      [productId, SEEDED_LOGINS.smsOnly.id],
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(count?.n).toBe(1);
  }, 120_000);
  it('20 reviews of one product published at once: the product card counts all 20 and their mean', async () => {
    const manager = await kit.tokenFor(SEEDED_LOGINS.content.id, ['content-managers']);
    const [row] = await db.query<{ id: number }>(
      `SELECT id FROM products WHERE id NOT IN (SELECT product_id FROM product_reviews) ORDER BY id DESC LIMIT 1`,
    );
    const productId = row?.id ?? 0;
    const ids = await db.query<{ id: number }>(
      `INSERT INTO product_reviews (product_id, rating, text, status, author)
       SELECT $1, 1 + (g % 5), 'Отзыв ' || g, 'moderation', 'Покупатель' FROM generate_series(1, 20) g RETURNING id`,
      [productId],
    );
    const answers = await Promise.all(
      ids.map(({ id }) => kit.call(reviewsCalls.publish, { id }, { token: manager })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const [card] = await db.query<{ reviews: number; rating: number }>(
      'SELECT reviews, rating::float AS rating FROM products WHERE id = $1',
      [productId],
    );
    expect(card).toEqual({ reviews: 20, rating: 3 });
  }, 120_000);
  it('20 uploads of 5 photos at once keep at most 30 photos waiting without a review', async () => {
    const shopper = await kit.tokenFor(SEEDED_LOGINS.person.id);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const form = () => {
      const data = new FormData();
      for (let i = 0; i < 5; i++)
        data.append('photo[]', new File([new Uint8Array(png)], `p${i}.png`, { type: 'image/png' }));
      return data;
    };
    await Promise.all(
      Array.from({ length: 20 }, () => kit.callWithForm(reviewsCalls.saveImage, form(), { token: shopper })),
    );
    const [waiting] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM review_photos WHERE user_id = $1 AND review_id IS NULL',
      [SEEDED_LOGINS.person.id],
    );
    expect(waiting?.n).toBeLessThanOrEqual(30);
  }, 120_000);
});
