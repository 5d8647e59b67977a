import type { reviewsCalls } from '@verstak/sdk/contract';
import { type CardRow, cardColumns, toCards } from '../catalog/product-cards';
import { catalogBreadcrumbs, sectionRowsOf } from '../catalog/sections';
import { defineHandlers, type Handler } from '../context/define-handlers';
import type { RequestContext } from '../context/request-context';
import type { Db } from '../db/database';
import { SqlParams } from '../db/sql-params';
import { recordConsent } from '../forms/record-consent';
import { HttpError } from '../http/http-error';
import { withIdempotency } from '../http/idempotency';
import { pageMeta, STORE_NAME } from '../page-calls/page-meta';
import { staffOf } from '../support/staff-of';
import { visitorOf } from '../visitor/visitor';
import {
  brandOfCode,
  brandTagScope,
  catalogTagScope,
  type ReviewScope,
  reviewScopePage,
  scopeCondition,
  sectionOfPath,
  withProducts,
} from './review-pages';
import { acceptPhotos } from './review-photo';
import {
  authorNameOf,
  hasLiveReview,
  insertPhotos,
  ownUnpublishedRows,
  photosByIds,
  productExists,
  productReviewRows,
  REVIEW_COLUMNS,
  type ReviewRow,
  ratingOf,
  refreshRating,
  reviewRow,
  toReviews,
} from './review-queries';
import { voteOnReview } from './review-votes';

/** The signed-in shopper of a `user` call (access has checked the role). */
function userIdOf(ctx: RequestContext): number {
  const userId = ctx.session?.userId;
  if (userId == null) throw new HttpError(401, 'unauthorized', { common: 'Войдите, чтобы продолжить' });
  return userId;
}

/** The first key of the per-account advisory lock of review writes and photo uploads (the second is the account). */
const ACCOUNT_REVIEWS_LOCK = 7318;

/**
 * One review write or photo upload of an account at a time: their checks count rows and then insert,
 * which twenty requests at once would all pass (one review per product, 30 photos waiting).
 */
async function lockAccountReviews(tx: Db, userId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [ACCOUNT_REVIEWS_LOCK, userId]);
}

const reviewNotFound = () => new HttpError(404, 'review_not_found', { common: 'Отзыв не найден' });

/** A published review by id, or 404 (waiting and refused ones are nobody's to vote on or open). */
async function publishedRow(ctx: RequestContext, id: number): Promise<ReviewRow> {
  const row = await reviewRow(ctx.db, id);
  if (!row || row.status !== 'published') throw reviewNotFound();
  return row;
}

const write: Handler<typeof reviewsCalls.write> = async (input, ctx) => {
  const userId = userIdOf(ctx);
  const visitor = visitorOf(ctx);
  if (!input.agreement)
    throw new HttpError(400, 'validation', { agreement: 'Нужно согласие на обработку персональных данных' });
  if (!(await productExists(ctx.db, input.productId)))
    throw new HttpError(404, 'product_not_found', { common: 'Товар не найден' });
  const saved = [...new Set(input.photoIds ?? [])];
  // Photos are checked and re-encoded before the transaction: decoding is slow and needs no lock.
  const photos = await acceptPhotos(input.photo ?? [], saved.length);
  const author = await authorNameOf(ctx.db, userId);
  return withIdempotency(
    ctx,
    'reviews.write',
    input,
    async (tx) => {
      await lockAccountReviews(tx, userId);
      const [existing] = await tx.query(
        `SELECT 1 FROM product_reviews WHERE product_id = $1 AND user_id = $2 AND status <> 'rejected'`,
        [input.productId, userId],
      );
      if (existing)
        throw new HttpError(409, 'conflict', { productId: 'Вы уже написали отзыв об этом товаре' });
      const [created] = await tx.query<{ id: number }>(
        `INSERT INTO product_reviews (product_id, user_id, rating, pros, cons, text, author, status, created_at, consent_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'moderation', $8, $8) RETURNING id`,
        [
          input.productId,
          userId,
          input.rating,
          input.pros ?? '',
          input.cons ?? '',
          input.text,
          author,
          new Date(ctx.clock.now()).toISOString(),
        ],
      );
      if (!created) throw new Error('The review just written is not there');
      await recordConsent(tx, ctx, 'review', userId);
      if (saved.length > 0) {
        // Only the author's own photos that no review has taken yet.
        const taken = await tx.query<{ id: number }>(
          `UPDATE review_photos SET review_id = $1 WHERE id = ANY($2::int[]) AND user_id = $3 AND review_id IS NULL RETURNING id`,
          [created.id, saved, userId],
        );
        if (taken.length !== saved.length)
          throw new HttpError(400, 'validation', {
            photoIds: 'Фотография не найдена: загрузите её ещё раз',
          });
      }
      await insertPhotos(tx, userId, created.id, photos);
      const row = await reviewRow(tx, created.id);
      if (!row) throw new Error('The review just written is not there');
      const [review] = await toReviews(tx, [row], visitor.fUserId);
      if (!review) throw new Error('The review just written is not there');
      return { review };
    },
    { scope: visitor.fUserId },
  );
};

const saveImage: Handler<typeof reviewsCalls.saveImage> = async (input, ctx) => {
  const userId = userIdOf(ctx);
  const photos = await acceptPhotos(input.photo);
  return ctx.db.transaction(async (tx) => {
    await lockAccountReviews(tx, userId);
    // Unclaimed uploads count against the limit too, so nobody piles up photos without reviews.
    const [waiting] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM review_photos WHERE user_id = $1 AND review_id IS NULL',
      [userId],
    );
    if ((waiting?.n ?? 0) + photos.length > 30)
      throw new HttpError(400, 'validation', {
        photo: 'Слишком много фотографий без отзыва: допишите отзыв или удалите лишние',
      });
    const ids = await insertPhotos(tx, userId, null, photos);
    return { photos: await photosByIds(tx, ids) };
  });
};

const deleteImage: Handler<typeof reviewsCalls.deleteImage> = async ({ photo }, ctx) => {
  const userId = userIdOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<{ status: string | null }>(
      `SELECT r.status FROM review_photos ph LEFT JOIN product_reviews r ON r.id = ph.review_id
       WHERE ph.id = $1 AND ph.user_id = $2 FOR UPDATE OF ph`,
      [photo, userId],
    );
    // Someone else's photo is as unknown as a missing one.
    if (!row) throw new HttpError(404, 'not_found', { photo: 'Фотография не найдена' });
    if (row.status === 'published')
      throw new HttpError(409, 'conflict', { photo: 'Эта фотография уже в опубликованном отзыве' });
    await tx.query('DELETE FROM review_photos WHERE id = $1', [photo]);
    return { deleted: photo };
  });
};

const all: Handler<typeof reviewsCalls.all> = async (input, ctx) => {
  if (!(await productExists(ctx.db, input.productId)))
    throw new HttpError(404, 'product_not_found', { common: 'Товар не найден' });
  const page = input.page ?? 1;
  const perPage = input.count ?? 10;
  const voter = ctx.session?.fUserId ?? null;
  const userId = ctx.session?.role === 'authorized' ? ctx.session.userId : null;
  const [{ rows, total }, rating, own, written] = await Promise.all([
    productReviewRows(ctx.db, input.productId, {
      sort: input.sort ?? 'new',
      withPhotos: input.withPhotos ?? false,
      page,
      perPage,
    }),
    ratingOf(ctx.db, input.productId),
    userId === null ? [] : ownUnpublishedRows(ctx.db, input.productId, userId),
    userId === null ? false : hasLiveReview(ctx.db, input.productId, userId),
  ]);
  return {
    items: await toReviews(ctx.db, rows, voter),
    pagination: { page, pageCount: Math.ceil(total / perPage), perPage, total },
    rating,
    own: await toReviews(ctx.db, own, voter),
    written,
  };
};

/** Publishes or rejects a review and brings its product's rating up to date, in one transaction. */
async function moderate(ctx: RequestContext, id: number, status: 'published' | 'rejected', reason: string) {
  const staff = await staffOf(ctx.db, ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<{ product_id: number }>(
      `UPDATE product_reviews SET status = $2, moderated_at = $3, moderated_by = $4, reject_reason = $5
       WHERE id = $1 RETURNING product_id`,
      [id, status, new Date(ctx.clock.now()).toISOString(), staff.login, reason],
    );
    if (!row) throw reviewNotFound();
    await refreshRating(tx, row.product_id);
    const fresh = await reviewRow(tx, id);
    if (!fresh) throw reviewNotFound();
    const [review] = await toReviews(tx, [fresh], null);
    if (!review) throw reviewNotFound();
    return { review, rating: await ratingOf(tx, row.product_id) };
  });
}

const moderation: Handler<typeof reviewsCalls.moderation> = async (input, ctx) => {
  const status = input.status ?? 'moderation';
  const page = input.page ?? 1;
  const perPage = input.count ?? 20;
  const product = input.productId ?? null;
  // $2 null: every product's reviews.
  const [rows, counts] = await Promise.all([
    ctx.db.query<ReviewRow & { contact: string }>(
      `SELECT ${REVIEW_COLUMNS}, coalesce(u.email, u.phone, '') AS contact
       FROM product_reviews r JOIN products p ON p.id = r.product_id LEFT JOIN users u ON u.id = r.user_id
       WHERE r.status = $1 AND ($2::int IS NULL OR r.product_id = $2)
       ORDER BY r.created_at ${status === 'moderation' ? 'ASC' : 'DESC'}, r.id LIMIT $3 OFFSET $4`,
      [status, product, perPage, (page - 1) * perPage],
    ),
    ctx.db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM product_reviews WHERE ($1::int IS NULL OR product_id = $1) GROUP BY status',
      [product],
    ),
  ]);
  const count = (s: string) => counts.find((c) => c.status === s)?.n ?? 0;
  const items = await withProducts(ctx.db, rows, null);
  return {
    items: items.map((item, i) => ({
      ...item,
      authorContact: rows[i]?.contact ?? '',
      rejectReason: rows[i]?.reject_reason ?? '',
      moderatedBy: rows[i]?.moderated_by ?? '',
    })),
    pagination: { page, pageCount: Math.ceil(count(status) / perPage), perPage, total: count(status) },
    counts: { moderation: count('moderation'), published: count('published'), rejected: count('rejected') },
  };
};

const reviewed: Handler<typeof reviewsCalls.reviewed> = async (input, ctx) => {
  const page = input.page ?? 1;
  const perPage = input.count ?? 10;
  const conditions = ['p.reviews > 0'];
  const params: number[] = [];
  if (input.sectionId !== undefined) {
    const section = (await sectionRowsOf(ctx.db)).find((s) => s.id === input.sectionId);
    if (!section) throw new HttpError(404, 'section_not_found', { common: 'Раздел не найден' });
    params.push(section.id);
    conditions.push(
      `p.${section.depth === 1 ? 'top_id' : section.depth === 2 ? 'mid_id' : 'section_id'} = $${params.length}`,
    );
  }
  if (input.brand !== undefined) {
    params.push((await brandOfCode(ctx.db, input.brand)).id);
    conditions.push(`p.brand_id = $${params.length}`);
  }
  const where = conditions.join(' AND ');
  const k = params.length;
  const [rows, [count]] = await Promise.all([
    ctx.db.query<CardRow>(
      `SELECT ${cardColumns(`$${k + 1}`)} FROM products p WHERE ${where} ORDER BY p.reviews DESC, p.id
       LIMIT $${k + 2} OFFSET $${k + 3}`,
      [...params, ctx.city.id, perPage, (page - 1) * perPage],
    ),
    ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p WHERE ${where}`, params),
  ]);
  const total = count?.n ?? 0;
  return {
    items: await toCards(ctx.db, rows, (page - 1) * perPage + 1),
    pagination: { page, pageCount: Math.ceil(total / perPage), perPage, total },
  };
};

/** The products with published reviews of a tag's, a brand tag's, a brand's and a section's scope together. */
const reviewedTagBrandSection: Handler<typeof reviewsCalls.reviewedTagBrandSection> = async (input, ctx) => {
  const page = input.page ?? 1;
  const perPage = input.count ?? 10;
  if (input.tag !== undefined && input.brandTag !== undefined)
    throw new HttpError(400, 'validation', {
      brandTag: 'Give a catalogue tag (tag) or a brand tag (brandTag), not both',
    });
  let section: ReviewScope['section'] = null;
  if (input.sectionId !== undefined) {
    section = (await sectionRowsOf(ctx.db)).find((s) => s.id === input.sectionId) ?? null;
    if (!section) throw new HttpError(404, 'section_not_found', { common: 'Раздел не найден' });
  }
  const scope: ReviewScope = {
    section,
    brand: input.brand === undefined ? null : await brandOfCode(ctx.db, input.brand),
    tag:
      input.tag !== undefined
        ? await catalogTagScope(ctx.db, input.tag)
        : input.brandTag !== undefined
          ? await brandTagScope(ctx.db, input.brandTag)
          : null,
  };
  const list = new SqlParams();
  const listWhere = scopeCondition(scope, list);
  const counted = new SqlParams();
  const countWhere = scopeCondition(scope, counted);
  const [rows, [count]] = await Promise.all([
    ctx.db.query<CardRow>(
      `SELECT ${cardColumns(list.add(ctx.city.id))} FROM products p WHERE p.reviews > 0 AND ${listWhere}
       ORDER BY p.reviews DESC, p.id LIMIT ${list.add(perPage)} OFFSET ${list.add((page - 1) * perPage)}`,
      list.values,
    ),
    ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p WHERE p.reviews > 0 AND ${countWhere}`,
      counted.values,
    ),
  ]);
  const total = count?.n ?? 0;
  return {
    items: await toCards(ctx.db, rows, (page - 1) * perPage + 1),
    pagination: { page, pageCount: Math.ceil(total / perPage), perPage, total },
  };
};

const one: Handler<typeof reviewsCalls.one> = async ({ id }, ctx) => {
  const row = await publishedRow(ctx, id);
  const [item] = await withProducts(ctx.db, [row], ctx.session?.fUserId ?? null);
  if (!item) throw reviewNotFound();
  const [sections, productRow] = await Promise.all([
    sectionRowsOf(ctx.db),
    ctx.db.query<{ section_id: number }>('SELECT section_id FROM products WHERE id = $1', [row.product_id]),
  ]);
  const section = sections.find((s) => s.id === productRow[0]?.section_id) ?? null;
  const title = `Отзыв о товаре ${row.product_title}`;
  return {
    meta: pageMeta({
      title: `${title}: ${row.rating} из 5 | ${STORE_NAME}`,
      description: `${item.author}: ${row.text.slice(0, 150)}`,
      canonical: `/otzyvy/review/${id}/`,
    }),
    breadcrumbs: [
      ...catalogBreadcrumbs(sections, section, { title: row.product_title, url: item.product.url }),
      { title: 'Отзыв', url: null, sections: [], tags: [] },
    ],
    review: item,
    rating: await ratingOf(ctx.db, row.product_id),
  };
};

/** Product reviews, their photos, votes and moderation, and the review pages (§7.2, §7.5, §7.7). */
export const reviewsHandlers = defineHandlers('reviews', {
  write,
  saveImage,
  deleteImage,
  all,
  rating: async ({ productId }, ctx) => {
    if (!(await productExists(ctx.db, productId)))
      throw new HttpError(404, 'product_not_found', { common: 'Товар не найден' });
    return ratingOf(ctx.db, productId);
  },
  like: async ({ id }, ctx) => voteOnReview(ctx, id, 1),
  dislike: async ({ id }, ctx) => voteOnReview(ctx, id, -1),
  moderation,
  publish: async ({ id }, ctx) => moderate(ctx, id, 'published', ''),
  reject: async ({ id, reason }, ctx) =>
    moderate(ctx, id, 'rejected', reason?.trim() || 'Отзыв не соответствует правилам публикации'),
  page: async ({ page }, ctx) => reviewScopePage(ctx, { section: null, brand: null }, page ?? 1),
  sectionPage: async ({ path, page }, ctx) =>
    reviewScopePage(ctx, { section: await sectionOfPath(ctx.db, path), brand: null }, page ?? 1),
  brandPage: async ({ brand, page }, ctx) =>
    reviewScopePage(ctx, { section: null, brand: await brandOfCode(ctx.db, brand) }, page ?? 1),
  brandSectionPage: async ({ brand, path, page }, ctx) =>
    reviewScopePage(
      ctx,
      { section: await sectionOfPath(ctx.db, path), brand: await brandOfCode(ctx.db, brand) },
      page ?? 1,
    ),
  tagPage: async ({ code, page }, ctx) =>
    reviewScopePage(ctx, { section: null, brand: null, tag: await catalogTagScope(ctx.db, code) }, page ?? 1),
  brandTagPage: async ({ code, page }, ctx) =>
    reviewScopePage(ctx, { section: null, brand: null, tag: await brandTagScope(ctx.db, code) }, page ?? 1),
  one,
  reviewed,
  reviewedTagBrandSection,
});
