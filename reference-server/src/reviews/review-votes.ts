import type { RequestContext } from '../context/request-context';
import { HttpError } from '../http/http-error';
import { type VoteTarget, voteOnce } from '../visitor/vote-once';

// A review's likes and dislikes, once per visitor (§4.10, §7.7): the rules and caps against fresh
// guest identities are those of every vote of the store (visitor/vote-once.ts).

/** Reviews as voted on: `vote:` buckets, as before votes were shared with comments. */
export const REVIEW_VOTES: VoteTarget = {
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
  return voteOnce(ctx, REVIEW_VOTES, id, value);
}
