import { deflateSync } from 'node:zlib';
import { catalogCalls, REVIEW_PHOTO_MAX_SIDE, reviewsCalls } from '@verstak/sdk/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { SEEDED_LOGINS } from '../seed/accounts-seed';
import { accountKit } from '../testing/account-kit';
import { seededDatabase } from '../testing/seeded-database';

const { person, smsOnly, content, operator } = SEEDED_LOGINS;

/** A real photo: 2000 × 1500 JPEG with EXIF (a camera and GPS) that must not survive. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#c84' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Verstak Cam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();
}
const png = () =>
  sharp({ create: { width: 300, height: 200, channels: 4, background: '#2a6' } })
    .png()
    .toBuffer();

function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
/** A decompression bomb: a PNG of a few KB that says 60,000 × 60,000 pixels (over 10 GB decoded). */
function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(60_000, 0);
  ihdr.writeUInt32BE(60_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc(60_001 * 3 * 50), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const file = (bytes: Uint8Array | string, name: string, type = 'image/jpeg') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

describe('product reviews (§7.7): writing with photos, moderation, votes, ratings from published reviews', () => {
  let db: Db;
  let kit: ReturnType<typeof accountKit>;
  const now = Date.UTC(2026, 10, 26, 9);
  let shopper: string;
  let other: string;
  let manager: string;
  let productId: number;
  let productCode: string;

  beforeAll(async () => {
    db = await seededDatabase(60);
    kit = accountKit(db, () => now);
    shopper = await kit.tokenFor(smsOnly.id);
    other = await kit.tokenFor(person.id);
    manager = await kit.tokenFor(content.id, ['content-managers']);
    // A product neither account has reviewed.
    const [row] = await db.query<{ id: number; code: string }>(
      `SELECT id, code FROM products WHERE id NOT IN (SELECT product_id FROM product_reviews WHERE user_id IS NOT NULL)
       ORDER BY id LIMIT 1`,
    );
    productId = row?.id ?? 0;
    productCode = row?.code ?? '';
  }, 120_000);
  afterAll(() => db.close());

  const cardOf = async () =>
    (await kit.call(catalogCalls.product, { code: productCode })).data.product.rating;

  it('seeds cards whose rating and count are those of the published reviews only', async () => {
    const rows = await db.query<{
      id: number;
      rating: string;
      reviews: number;
      avg: string | null;
      n: number;
    }>(
      `SELECT p.id, p.rating::text, p.reviews, round(avg(r.rating), 1)::text AS avg, count(r.id)::int AS n
       FROM products p LEFT JOIN product_reviews r ON r.product_id = p.id AND r.status = 'published'
       GROUP BY p.id`,
    );
    expect(rows.filter((r) => r.n > 0).length).toBeGreaterThan(10);
    for (const r of rows) {
      expect(r.reviews, `product ${r.id}`).toBe(r.n);
      expect(Number(r.rating), `product ${r.id}`).toBe(Number(r.avg ?? 0));
    }
    const [pending] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM product_reviews WHERE status = 'moderation'",
    );
    expect(pending?.n).toBeGreaterThan(0);
    const [photos] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM review_photos');
    expect(photos?.n).toBeGreaterThan(0);
  });

  it('takes a review with a photo as waiting: not shown, not counted, shown to its author; a manager publishes it and the card changes', async () => {
    const before = await cardOf();
    const form = new FormData();
    form.append('productId', String(productId));
    form.append('rating', '1');
    form.append('pros', 'Лёгкий');
    form.append('cons', 'Сломался');
    form.append('text', 'Сломался через неделю, <script>alert(1)</script> не советую.');
    form.append('agreement', 'Y');
    form.append('photo[]', file(await cameraJpeg(), 'IMG_0001.JPG'));
    const written = await kit.callWithForm(reviewsCalls.write, form, { token: shopper });
    expect(written.status).toBe(200);
    const review = written.data.review;
    expect(review).toMatchObject({ status: 'moderation', author: 'Ольга С.', rating: 1 });
    // Stored as written: escaping is the page's job (and the storefront's test shows it escaped).
    expect(review.text).toContain('<script>');
    expect(review.photos).toHaveLength(1);

    // The stored photo is a new JPEG, scaled down, without the camera's EXIF.
    const photo = review.photos[0];
    const answer = await kit.api.fetch(new Request(`http://api.test${photo?.url}`));
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(REVIEW_PHOTO_MAX_SIDE);
    expect(meta.exif).toBeUndefined();

    const guestView = await kit.call(reviewsCalls.all, { productId });
    expect(guestView.data.items.map((r) => r.id)).not.toContain(review.id);
    expect(guestView.data.rating.count.all).toBe(before.count.all);
    expect(guestView.data.written).toBe(false);
    const ownView = await kit.call(reviewsCalls.all, { productId }, { token: shopper });
    expect(ownView.data.own.map((r) => r.id)).toEqual([review.id]);
    // The storefront hides «Написать отзыв»: a second review would be refused.
    expect(ownView.data.written).toBe(true);
    expect((await kit.call(reviewsCalls.like, { id: review.id }, { token: other })).code).toBe(
      'review_not_found',
    );

    // A shopper or an operator may not moderate; a content manager may.
    expect((await kit.call(reviewsCalls.publish, { id: review.id }, { token: other })).status).toBe(403);
    const op = await kit.tokenFor(operator.id, ['operator']);
    expect((await kit.call(reviewsCalls.moderation, {}, { token: op })).status).toBe(403);
    const queue = await kit.call(reviewsCalls.moderation, {}, { token: manager });
    expect(queue.data.items.map((r) => r.id)).toContain(review.id);
    const published = await kit.call(reviewsCalls.publish, { id: review.id }, { token: manager });
    expect(published.status).toBe(200);
    expect(published.data.rating.count.all).toBe(before.count.all + 1);

    const after = await cardOf();
    expect(after.count.all).toBe(before.count.all + 1);
    const total = before.current * before.count.all + 1;
    expect(after.current).toBeCloseTo(Math.round((total / (before.count.all + 1)) * 10) / 10, 5);
    const shown = await kit.call(reviewsCalls.all, { productId, withPhotos: true });
    expect(shown.data.items.find((r) => r.id === review.id)?.photos).toHaveLength(1);

    // A second review of the same product by the same shopper is refused.
    const again = await kit.call(
      reviewsCalls.write,
      { productId, rating: 5, text: 'Передумал, всё отлично работает.', agreement: true },
      { token: shopper },
    );
    expect(again.status).toBe(409);
    expect(again.errors?.productId).toBe('Вы уже написали отзыв об этом товаре');
    // Published, it is no longer the author's own waiting review, but still written.
    const publishedView = await kit.call(reviewsCalls.all, { productId }, { token: shopper });
    expect(publishedView.data.own).toEqual([]);
    expect(publishedView.data.written).toBe(true);

    // Rejecting it takes it out of the rating again.
    const rejected = await kit.call(
      reviewsCalls.reject,
      { id: review.id, reason: 'Нецензурно' },
      { token: manager },
    );
    expect(rejected.data.review.status).toBe('rejected');
    expect((await cardOf()).count.all).toBe(before.count.all);
  });

  it('refuses a review without consent, without a mark or with a short text, in Russian', async () => {
    const answer = await kit.call(
      reviewsCalls.write,
      { productId, rating: 4, text: 'Хорошо работает, доволен.', agreement: false },
      { token: other },
    );
    expect(answer.errors?.agreement).toBe('Нужно согласие на обработку персональных данных');
    const bad = await kit.raw('POST', '/catalog/product-reviews/', {
      token: other,
      form: { productId, rating: 9, text: 'ок', agreement: 'Y' },
    });
    expect(bad.status).toBe(400);
    expect(bad.errors).toMatchObject({
      rating: 'Поставьте оценку от 1 до 5',
      text: 'Напишите отзыв: хотя бы 10 символов',
    });
    const guest = await kit.call(
      reviewsCalls.write,
      { productId, rating: 4, text: 'Хорошо работает, доволен.', agreement: true },
      { token: await kit.guestToken() },
    );
    expect(guest.status).toBe(401);
  });

  it('sniffs photos by their bytes: a PNG named .exe is taken, an HTML page named .jpg is not', async () => {
    const renamed = new FormData();
    renamed.append('photo[]', file(await png(), 'setup.exe', 'application/octet-stream'));
    const ok = await kit.callWithForm(reviewsCalls.saveImage, renamed, { token: other });
    expect(ok.status).toBe(200);
    expect(ok.data.photos[0]).toMatchObject({ width: 300, height: 200 });

    const html = new FormData();
    html.append('photo[]', file('<html><script>alert(1)</script></html>', 'photo.jpg'));
    const refused = await kit.callWithForm(reviewsCalls.saveImage, html, { token: other });
    expect(refused.status).toBe(400);
    expect(refused.errors?.photo).toBe('Не приняты: «photo.jpg» — это не фотография JPEG, PNG или WebP');

    // A JPEG header with garbage after it.
    const broken = new FormData();
    broken.append('photo[]', file(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]), 'x.jpg'));
    expect((await kit.callWithForm(reviewsCalls.saveImage, broken, { token: other })).errors?.photo).toBe(
      'Не приняты: «x.jpg» — файл повреждён',
    );
  });

  it('refuses a 30 MB file, 50 photos and a decompression bomb with a clear message, never a 5xx', async () => {
    const big = new FormData();
    const huge = new Uint8Array(30 * 1024 * 1024);
    huge.set([0xff, 0xd8, 0xff]);
    big.append('photo[]', file(huge, 'big.jpg'));
    const tooBig = await kit.callWithForm(reviewsCalls.saveImage, big, { token: other });
    expect(tooBig.status).toBe(400);
    expect(tooBig.errors?.photo).toBe('Не приняты: «big.jpg» — больше 10 МБ');

    const many = new FormData();
    const small = await png();
    for (let i = 0; i < 50; i++) many.append('photo[]', file(small, `p${i}.png`));
    const tooMany = await kit.callWithForm(reviewsCalls.saveImage, many, { token: other });
    expect(tooMany.status).toBe(400);
    expect(tooMany.errors?.photo).toBe('Не больше 10 фотографий к отзыву, а приложено 50');

    const bomb = new FormData();
    bomb.append('photo[]', file(pngBomb(), 'bomb.png'));
    const refused = await kit.callWithForm(reviewsCalls.saveImage, bomb, { token: other });
    expect(refused.status).toBe(400);
    expect(refused.errors?.photo).toBe(
      'Не приняты: «bomb.png» — слишком большое изображение (не больше 40 мегапикселей)',
    );
  });

  it("keeps another user's photos theirs: neither attached nor deleted by someone else", async () => {
    const form = new FormData();
    form.append('photo[]', file(await png(), 'mine.png'));
    const saved = await kit.callWithForm(reviewsCalls.saveImage, form, { token: other });
    const id = saved.data.photos[0]?.id ?? 0;
    const [target] = await db.query<{ id: number }>(
      `SELECT id FROM products WHERE id NOT IN (SELECT product_id FROM product_reviews WHERE user_id = $1) AND id <> $2 ORDER BY id LIMIT 1`,
      [smsOnly.id, productId],
    );
    const stolen = await kit.call(
      reviewsCalls.write,
      {
        productId: target?.id ?? 0,
        rating: 5,
        text: 'Чужая фотография к моему отзыву.',
        photoIds: [id],
        agreement: true,
      },
      { token: shopper },
    );
    expect(stolen.status).toBe(400);
    expect(stolen.errors?.photoIds).toBe('Фотография не найдена: загрузите её ещё раз');
    // Nothing was written by the refused call.
    const [n] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM product_reviews WHERE user_id = $1 AND product_id = $2',
      [smsOnly.id, target?.id ?? 0],
    );
    expect(n?.n).toBe(0);
    expect((await kit.call(reviewsCalls.deleteImage, { photo: id }, { token: shopper })).errors?.photo).toBe(
      'Фотография не найдена',
    );
    expect((await kit.call(reviewsCalls.deleteImage, { photo: id }, { token: other })).data).toEqual({
      deleted: id,
    });
    expect((await kit.call(reviewsCalls.deleteImage, { photo: id }, { token: other })).status).toBe(404);
  });

  it('counts a like once per visitor: a replay changes nothing, a dislike replaces it, 20 at once count right', async () => {
    const [row] = await db.query<{ id: number; likes: number; dislikes: number }>(
      "SELECT id, likes, dislikes FROM product_reviews WHERE status = 'published' AND likes > 0 ORDER BY id LIMIT 1",
    );
    const id = row?.id ?? 0;
    const visitor = await kit.guestToken();
    const first = await kit.call(reviewsCalls.like, { id }, { token: visitor });
    // The likes a review had before (the seed's, an imported store's) stay counted: a vote adds to them.
    const base = row?.likes ?? 0;
    expect(first.data.likes).toBe(base + 1);
    expect(first.data.vote).toBe('like');
    const replay = await kit.call(reviewsCalls.like, { id }, { token: visitor });
    expect(replay.data.likes).toBe(base + 1);
    const switched = await kit.call(reviewsCalls.dislike, { id }, { token: visitor });
    expect(switched.data).toMatchObject({ likes: base, vote: 'dislike' });

    const same = await Promise.all(
      Array.from({ length: 20 }, () => kit.call(reviewsCalls.like, { id }, { token: visitor })),
    );
    expect(same.every((a) => a.status === 200)).toBe(true);
    const visitors = await Promise.all(Array.from({ length: 20 }, () => kit.guestToken()));
    await Promise.all(visitors.map((token) => kit.call(reviewsCalls.like, { id }, { token })));
    const [after] = await db.query<{ likes: number; dislikes: number }>(
      'SELECT likes, dislikes FROM product_reviews WHERE id = $1',
      [id],
    );
    expect(after?.likes).toBe(base + 21);
    expect((await kit.call(reviewsCalls.like, { id: 999_999 }, { token: visitor })).status).toBe(404);
    // Without a session: 401, and the SDK refreshes once and retries (§4.1).
    expect((await kit.call(reviewsCalls.like, { id })).status).toBe(401);
  });

  it('answers the review pages by section and brand with published reviews only', async () => {
    const root = await kit.call(reviewsCalls.page, {});
    expect(root.status).toBe(200);
    expect(root.data.items.every((r) => r.status === 'published')).toBe(true);
    expect(root.data.breadcrumbs.map((b) => b.title)).toEqual(['Главная', 'Отзывы']);
    const first = root.data.sections[0];
    expect(first?.url).toMatch(/^\/otzyvy\/[a-z-]+\/$/);
    const section = await kit.call(reviewsCalls.sectionPage, {
      path: `/catalog/${first?.url.slice('/otzyvy/'.length)}`,
    });
    expect(section.data.pagination.total).toBe(first?.count);
    const brand = root.data.brands[0];
    const byBrand = await kit.call(reviewsCalls.brandPage, { brand: brand?.url.split('/')[3] ?? '' });
    expect(byBrand.data.pagination.total).toBe(brand?.count);
    expect((await kit.call(reviewsCalls.brandPage, { brand: 'no-such-brand' })).status).toBe(404);
    const reviewed = await kit.call(reviewsCalls.reviewed, {});
    expect(reviewed.data.items.every((p) => p.rating.count.all > 0)).toBe(true);
    const one = await kit.call(reviewsCalls.one, { id: root.data.items[0]?.id ?? 0 });
    expect(one.data.review.id).toBe(root.data.items[0]?.id);
  });
});
