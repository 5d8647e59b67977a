import type { RequestContext } from '../context/request-context';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { takeFromBucket } from '../identity/send-limits';
import { visitorOf } from '../visitor/visitor';

// A review's likes and dislikes, once per visitor (§4.10, §7.7), against an attacker who makes a new
// guest identity for every vote (each `POST /users/refresh` without a session gives one):
//
// - A signed-in shopper votes as the account (its `users.f_user_id`, the same in every browser): one
//   vote per account per review, never limited by address.
// - A guest's vote keeps its client address. One address gives one review at most
//   GUEST_VOTES_PER_ADDRESS guest votes; the next guest from it is asked to sign in (403). A household,
//   an office or a carrier's NAT behind one address still gets three guests' votes on a review, and
//   any of its shoppers can vote after signing in, so nobody honest is shut out; an attacker with one
//   address moves a review by three, not by thousands.
// - A guest's new votes from one address take from an hourly bucket (the send limits' module,
//   `vote:` keys), GUEST_VOTES_PER_ADDRESS_HOUR over all reviews: a script walking every review from
//   one address is slowed to a shopper's pace.
// Changing one's own vote (a like into a dislike) is always allowed. The review's row lock orders the
// votes on it, so twenty at once from one address cannot pass the cap.

/** Guest votes one client address may give one review. */
export const GUEST_VOTES_PER_ADDRESS = 3;
/** New guest votes one client address may give in an hour, over all reviews. */
export const GUEST_VOTES_PER_ADDRESS_HOUR = 60;

const reviewNotFound = () => new HttpError(404, 'review_not_found', { common: 'Отзыв не найден' });

/** Sets the visitor's vote on a published review (1 like, -1 dislike); a repeat changes nothing. */
export async function voteOnReview(ctx: RequestContext, id: number, value: 1 | -1) {
  const { fUserId, userId } = visitorOf(ctx);
  // A local client of a local store (the demo surfaces) and an unknown address are not limited.
  const address = userId === null ? ctx.limitedAddress : null;
  return ctx.db.transaction(async (tx) => {
    // The review's row lock orders the votes on it. Its counts move by what this vote changes (a
    // visitor's second like changes nothing, a dislike after a like moves one from each), so the
    // likes a review had before any vote was kept here (an imported store's, the seed's) stay counted.
    const [locked] = await tx.query<{ status: string }>(
      'SELECT status FROM product_reviews WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!locked || locked.status !== 'published') throw reviewNotFound();
    const [previous] = await tx.query<{ vote: number }>(
      'SELECT vote FROM review_votes WHERE review_id = $1 AND voter = $2',
      [id, fUserId],
    );
    if (!previous && address !== null) {
      const [given] = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM review_votes WHERE review_id = $1 AND address = $2',
        [id, address],
      );
      if ((given?.n ?? 0) >= GUEST_VOTES_PER_ADDRESS)
        throw new HttpError(403, 'forbidden', {
          common: 'С вашего адреса этот отзыв уже оценили. Войдите, чтобы оценить его',
        });
      await takeFromBucket(
        tx,
        {
          scope: 'address',
          key: `vote:${address}`,
          perHour: GUEST_VOTES_PER_ADDRESS_HOUR,
          refusal: (wait) => `Слишком много оценок отзывов. Повторите через ${wait} или войдите`,
        },
        ctx.clock.now(),
      );
    }
    await tx.query(
      `INSERT INTO review_votes (review_id, voter, vote, address) VALUES ($1, $2, $3, $4)
       ON CONFLICT (review_id, voter) DO UPDATE SET vote = excluded.vote`,
      [id, fUserId, value, address],
    );
    const was = previous?.vote ?? 0;
    const [row] = await tx.query<{ likes: number; dislikes: number }>(
      `UPDATE product_reviews SET likes = greatest(likes + $2, 0), dislikes = greatest(dislikes + $3, 0)
       WHERE id = $1 RETURNING likes, dislikes`,
      [id, (value === 1 ? 1 : 0) - (was === 1 ? 1 : 0), (value === -1 ? 1 : 0) - (was === -1 ? 1 : 0)],
    );
    return {
      id,
      likes: row?.likes ?? 0,
      dislikes: row?.dislikes ?? 0,
      vote: value === 1 ? ('like' as const) : ('dislike' as const),
    };
  });
}

/**
 * The login merge of review votes (merge-visitor.ts), in the caller's transaction: a guest's votes
 * become the account's, so a shopper who liked a review and then signed in has one vote, not two.
 * Where the account had voted on the same review, the account's vote stands and the guest's is taken
 * off the review's counts. Reviews are locked first, in id order, as a vote locks its review.
 */
export async function mergeReviewVotes(tx: Db, from: string, to: string): Promise<void> {
  await tx.query(
    `SELECT id FROM product_reviews WHERE id IN (SELECT review_id FROM review_votes WHERE voter = $1)
     ORDER BY id FOR UPDATE`,
    [from],
  );
  await tx.query(
    `WITH twice AS (
       DELETE FROM review_votes g USING review_votes a
       WHERE g.voter = $1 AND a.voter = $2 AND a.review_id = g.review_id
       RETURNING g.review_id, g.vote)
     UPDATE product_reviews r
     SET likes = greatest(r.likes - t.likes, 0), dislikes = greatest(r.dislikes - t.dislikes, 0)
     FROM (SELECT review_id, count(*) FILTER (WHERE vote = 1)::int AS likes,
             count(*) FILTER (WHERE vote = -1)::int AS dislikes
           FROM twice GROUP BY review_id) t
     WHERE r.id = t.review_id`,
    [from, to],
  );
  // A signed-in vote keeps no address (it is never capped by one).
  await tx.query('UPDATE review_votes SET voter = $2, address = NULL WHERE voter = $1', [from, to]);
}
