import type { RequestContext } from '../context/request-context';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { type VoteTarget, voteOnce } from '../visitor/vote-once';

// A review's likes and dislikes, once per visitor (§4.10, §7.7): the rules and caps against fresh
// guest identities are those of every vote of the store (visitor/vote-once.ts).

/** Reviews as voted on: `vote:` buckets, as before votes were shared with comments. */
const REVIEWS: VoteTarget = {
  items: 'product_reviews',
  votes: 'review_votes',
  key: 'review_id',
  bucket: 'vote:',
  notFound: () => new HttpError(404, 'review_not_found', { common: 'Отзыв не найден' }),
  addressDone: 'С вашего адреса этот отзыв уже оценили. Войдите, чтобы оценить его',
  tooFast: (wait) => `Слишком много оценок отзывов. Повторите через ${wait} или войдите`,
};

/** Sets the visitor's vote on a published review (1 like, -1 dislike); a repeat changes nothing. */
export function voteOnReview(ctx: RequestContext, id: number, value: 1 | -1) {
  return voteOnce(ctx, REVIEWS, id, value);
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
