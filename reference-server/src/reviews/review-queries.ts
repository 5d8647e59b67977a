import { randomBytes } from 'node:crypto';
import type { ProductReview, ReviewRating, ReviewStatus } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import type { AcceptedPhoto } from './review-photo';

// Every read and write of reviews, photos and votes. A product's `rating` and `reviews` columns (what
// its card shows) are the published reviews' average and count: `refreshRating` recomputes them in
// the transaction that publishes, rejects or deletes a review.

/** A review row as the queries select it. */
export interface ReviewRow {
  id: number;
  product_id: number;
  user_id: number | null;
  rating: number;
  pros: string;
  cons: string;
  text: string;
  author: string;
  status: ReviewStatus;
  likes: number;
  dislikes: number;
  created: string;
  reject_reason: string;
  moderated_by: string;
  product_code: string;
  product_title: string;
  product_short_title: string;
  product_top_id: number;
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;
/** The columns of {@link ReviewRow}; `r` is product_reviews, `p` products. */
export const REVIEW_COLUMNS = `r.id, r.product_id, r.user_id, r.rating, r.pros, r.cons, r.text, r.author, r.status,
  r.likes, r.dislikes, to_char(r.created_at AT TIME ZONE 'UTC', ${ISO}) AS created, r.reject_reason, r.moderated_by,
  p.code AS product_code, p.title AS product_title, p.short_title AS product_short_title, p.top_id AS product_top_id`;

/** A photo's URL and its thumbnail's. */
export const photoUrl = (id: number, token: string, thumb = false) =>
  `/images/review-photos/${id}-${token}${thumb ? '-s' : ''}.jpg`;

/** The photos of reviews `ids`, by review. */
async function photosOf(db: Db, ids: readonly number[]): Promise<Map<number, ProductReview['photos']>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{
    id: number;
    review_id: number;
    token: string;
    width: number;
    height: number;
  }>(
    'SELECT id, review_id, token, width, height FROM review_photos WHERE review_id = ANY($1::int[]) ORDER BY id',
    [ids],
  );
  const out = new Map<number, ProductReview['photos']>();
  for (const row of rows) {
    const list = out.get(row.review_id) ?? [];
    list.push({
      id: row.id,
      url: photoUrl(row.id, row.token),
      thumbnail: photoUrl(row.id, row.token, true),
      width: row.width,
      height: row.height,
    });
    out.set(row.review_id, list);
  }
  return out;
}

/** The votes of `voter` on reviews `ids`. */
async function votesOf(db: Db, ids: readonly number[], voter: string | null): Promise<Map<number, number>> {
  if (ids.length === 0 || voter === null) return new Map();
  const rows = await db.query<{ review_id: number; vote: number }>(
    'SELECT review_id, vote FROM review_votes WHERE review_id = ANY($1::int[]) AND voter = $2',
    [ids, voter],
  );
  return new Map(rows.map((r) => [r.review_id, r.vote]));
}

/** Review rows as the contract's reviews, with their photos and `voter`'s votes. */
export async function toReviews(
  db: Db,
  rows: readonly ReviewRow[],
  voter: string | null,
): Promise<ProductReview[]> {
  const ids = rows.map((r) => r.id);
  const [photos, votes] = await Promise.all([photosOf(db, ids), votesOf(db, ids, voter)]);
  return rows.map((r) => {
    const vote = votes.get(r.id);
    return {
      id: r.id,
      productId: r.product_id,
      author: r.author || 'Покупатель',
      rating: r.rating,
      pros: r.pros,
      cons: r.cons,
      text: r.text,
      photos: photos.get(r.id) ?? [],
      created: r.created,
      likes: r.likes,
      dislikes: r.dislikes,
      vote: vote === 1 ? 'like' : vote === -1 ? 'dislike' : 'none',
      status: r.status,
      url: `/product/${r.product_code}/reviews/#review-${r.id}`,
    };
  });
}

/** One review by id, any status. */
export async function reviewRow(db: Db, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM product_reviews r JOIN products p ON p.id = r.product_id WHERE r.id = $1`,
    [id],
  );
  return row;
}

/** The sort orders of a product's reviews. */
const ORDER = {
  new: 'r.created_at DESC, r.id DESC',
  useful: '(r.likes - r.dislikes) DESC, r.created_at DESC, r.id DESC',
  high: 'r.rating DESC, r.created_at DESC, r.id DESC',
  low: 'r.rating ASC, r.created_at DESC, r.id DESC',
} as const;

/** A page of a product's published reviews and their total. */
export async function productReviewRows(
  db: Db,
  productId: number,
  options: { sort: keyof typeof ORDER; withPhotos: boolean; page: number; perPage: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const photos = options.withPhotos
    ? 'AND EXISTS (SELECT 1 FROM review_photos ph WHERE ph.review_id = r.id)'
    : '';
  const where = `r.product_id = $1 AND r.status = 'published' ${photos}`;
  const [rows, [count]] = await Promise.all([
    db.query<ReviewRow>(
      `SELECT ${REVIEW_COLUMNS} FROM product_reviews r JOIN products p ON p.id = r.product_id
       WHERE ${where} ORDER BY ${ORDER[options.sort]} LIMIT $2 OFFSET $3`,
      [productId, options.perPage, (options.page - 1) * options.perPage],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM product_reviews r WHERE ${where}`, [productId]),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** A user's own reviews of a product that are not published (waiting or refused). */
export function ownUnpublishedRows(db: Db, productId: number, userId: number): Promise<ReviewRow[]> {
  return db.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM product_reviews r JOIN products p ON p.id = r.product_id
     WHERE r.product_id = $1 AND r.user_id = $2 AND r.status <> 'published' ORDER BY r.created_at DESC`,
    [productId, userId],
  );
}

/** Whether a user has a review of a product waiting or published: one per product, a refused one aside. */
export async function hasLiveReview(db: Db, productId: number, userId: number): Promise<boolean> {
  const [row] = await db.query(
    `SELECT 1 FROM product_reviews WHERE product_id = $1 AND user_id = $2 AND status <> 'rejected' LIMIT 1`,
    [productId, userId],
  );
  return row !== undefined;
}

/** A product's rating from its published reviews, with the count of each mark. */
export async function ratingOf(db: Db, productId: number): Promise<ReviewRating> {
  const rows = await db.query<{ rating: number; n: number }>(
    `SELECT rating, count(*)::int AS n FROM product_reviews WHERE product_id = $1 AND status = 'published' GROUP BY rating`,
    [productId],
  );
  const distribution = [1, 2, 3, 4, 5].map((mark) => rows.find((r) => r.rating === mark)?.n ?? 0);
  const all = distribution.reduce((a, b) => a + b, 0);
  const sum = distribution.reduce((a, n, i) => a + n * (i + 1), 0);
  // Half up to one decimal in integers, as round(avg, 1) in refreshRating.
  const current = all === 0 ? 0 : Math.floor((20 * sum + all) / (2 * all)) / 10;
  return { current, scale: 5, count: { all }, distribution };
}

/**
 * Sets a product's rating and review count (its cards') to those of its published reviews; twenty
 * moderations of one product at once count all twenty.
 */
export async function refreshRating(tx: Db, productId: number): Promise<void> {
  // The product row first, in a statement of its own: a second moderation of the same product waits
  // here, and its count (a later statement, a later snapshot) then sees the first one's review.
  await tx.query('SELECT 1 FROM products WHERE id = $1 FOR UPDATE', [productId]);
  await tx.query(
    `UPDATE products SET (rating, reviews) = (
       SELECT coalesce(round(avg(rating), 1), 0), count(*)::int FROM product_reviews
       WHERE product_id = $1 AND status = 'published')
     WHERE id = $1`,
    [productId],
  );
}

/** Whether a product exists. */
export async function productExists(db: Db, productId: number): Promise<boolean> {
  const [row] = await db.query<{ ok: boolean }>('SELECT true AS ok FROM products WHERE id = $1', [productId]);
  return row !== undefined;
}

/** The name shown with a user's review: «Иван П.», else «Покупатель». */
export async function authorNameOf(db: Db, userId: number): Promise<string> {
  const [row] = await db.query<{ first_name: string; last_name: string }>(
    'SELECT first_name, last_name FROM users WHERE id = $1',
    [userId],
  );
  const first = row?.first_name.trim() ?? '';
  const last = row?.last_name.trim() ?? '';
  if (!first) return 'Покупатель';
  return last ? `${first} ${last[0]?.toUpperCase()}.` : first;
}

/** Stores photos for `userId`, attached to `reviewId` or waiting for one (null). */
export async function insertPhotos(
  tx: Db,
  userId: number,
  reviewId: number | null,
  photos: readonly AcceptedPhoto[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const photo of photos) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO review_photos (review_id, user_id, token, width, height, content, thumbnail)
       VALUES ($1, $2, $3, $4, $5, decode($6, 'base64'), decode($7, 'base64')) RETURNING id`,
      [
        reviewId,
        userId,
        randomBytes(12).toString('hex'),
        photo.width,
        photo.height,
        Buffer.from(photo.content).toString('base64'),
        Buffer.from(photo.thumbnail).toString('base64'),
      ],
    );
    if (row) ids.push(row.id);
  }
  return ids;
}

/** Photos of `ids` as the contract gives them, in order. */
export async function photosByIds(db: Db, ids: readonly number[]): Promise<ProductReview['photos']> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: number; token: string; width: number; height: number }>(
    'SELECT id, token, width, height FROM review_photos WHERE id = ANY($1::int[]) ORDER BY id',
    [ids],
  );
  return rows.map((r) => ({
    id: r.id,
    url: photoUrl(r.id, r.token),
    thumbnail: photoUrl(r.id, r.token, true),
    width: r.width,
    height: r.height,
  }));
}

/** A photo's bytes by id and token (the thumbnail's with `thumb`). */
export async function photoBytes(
  db: Db,
  id: number,
  token: string,
  thumb: boolean,
): Promise<Uint8Array | null> {
  // As base64 text: PGlite and node-postgres give bytea back as different types.
  const [row] = await db.query<{ b64: string }>(
    `SELECT encode(${thumb ? 'thumbnail' : 'content'}, 'base64') AS b64 FROM review_photos WHERE id = $1 AND token = $2`,
    [id, token],
  );
  return row ? new Uint8Array(Buffer.from(row.b64, 'base64')) : null;
}
