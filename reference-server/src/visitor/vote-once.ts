import type { RequestContext } from '../context/request-context';
import { HttpError } from '../http/http-error';
import { takeFromBucket } from '../identity/send-limits';
import { visitorOf } from './visitor';

// A like or dislike once per visitor (§4.10, §7.7: review votes, comment votes), against an attacker
// who makes a new guest identity for every vote (each `POST /users/refresh` without a session gives one):
//
// - A signed-in shopper votes as the account (its `users.f_user_id`, the same in every browser): one
//   vote per account per item, never limited by address.
// - A guest's vote keeps its client address. One address gives one item at most
//   GUEST_VOTES_PER_ADDRESS guest votes; the next guest from it is asked to sign in (403). A household,
//   an office or a carrier's NAT behind one address still gets three guests' votes on an item, and
//   any of its shoppers can vote after signing in, so nobody honest is shut out; an attacker with one
//   address moves an item by three, not by thousands.
// - A guest's new votes from one address take from an hourly bucket (the send limits' module),
//   GUEST_VOTES_PER_ADDRESS_HOUR over all items of a kind: a script walking every item from one
//   address is slowed to a shopper's pace.
// Changing one's own vote (a like into a dislike) is always allowed. The item's row lock orders the
// votes on it, so twenty at once from one address cannot pass the cap.

/** Guest votes one client address may give one item. */
export const GUEST_VOTES_PER_ADDRESS = 3;
/** New guest votes one client address may give in an hour, over all items of a kind. */
export const GUEST_VOTES_PER_ADDRESS_HOUR = 60;

/**
 * What is voted on: its table (with `status`, `likes`, `dislikes`), its votes' table and key column,
 * the bucket's key prefix and the Russian texts. Names are constants of the code, never input.
 */
export interface VoteTarget {
  items: 'product_reviews' | 'publication_comments';
  votes: 'review_votes' | 'comment_votes';
  key: 'review_id' | 'comment_id';
  /** Prefix of the hourly bucket of a guest address's new votes (`vote:` for reviews). */
  bucket: string;
  notFound(): HttpError;
  /** The 403 when an address has given the item its guests' votes. */
  addressDone: string;
  /** The 429 when an address votes too fast, given the minutes to wait. */
  tooFast(wait: string): string;
}

/** A visitor's vote after it is counted, and the item's counts. */
export interface VoteResult {
  id: number;
  likes: number;
  dislikes: number;
  vote: 'like' | 'dislike';
}

/** Sets the visitor's vote on a published item (1 like, -1 dislike); a repeat changes nothing. */
export async function voteOnce(
  ctx: RequestContext,
  target: VoteTarget,
  id: number,
  value: 1 | -1,
): Promise<VoteResult> {
  const { fUserId, userId } = visitorOf(ctx);
  // A local client of a local store (the demo surfaces) and an unknown address are not limited.
  const address = userId === null ? ctx.limitedAddress : null;
  return ctx.db.transaction(async (tx) => {
    // The item's row lock orders the votes on it. Its counts move by what this vote changes (a
    // visitor's second like changes nothing, a dislike after a like moves one from each), so the
    // likes an item had before any vote was kept here (an imported store's, the seed's) stay counted.
    const [locked] = await tx.query<{ status: string }>(
      `SELECT status FROM ${target.items} WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!locked || locked.status !== 'published') throw target.notFound();
    const [previous] = await tx.query<{ vote: number }>(
      `SELECT vote FROM ${target.votes} WHERE ${target.key} = $1 AND voter = $2`,
      [id, fUserId],
    );
    if (!previous && address !== null) {
      const [given] = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${target.votes} WHERE ${target.key} = $1 AND address = $2`,
        [id, address],
      );
      if ((given?.n ?? 0) >= GUEST_VOTES_PER_ADDRESS)
        throw new HttpError(403, 'forbidden', { common: target.addressDone });
      await takeFromBucket(
        tx,
        {
          scope: 'address',
          key: `${target.bucket}${address}`,
          perHour: GUEST_VOTES_PER_ADDRESS_HOUR,
          refusal: target.tooFast,
        },
        ctx.clock.now(),
      );
    }
    await tx.query(
      `INSERT INTO ${target.votes} (${target.key}, voter, vote, address) VALUES ($1, $2, $3, $4)
       ON CONFLICT (${target.key}, voter) DO UPDATE SET vote = excluded.vote`,
      [id, fUserId, value, address],
    );
    const was = previous?.vote ?? 0;
    const [row] = await tx.query<{ likes: number; dislikes: number }>(
      `UPDATE ${target.items} SET likes = greatest(likes + $2, 0), dislikes = greatest(dislikes + $3, 0)
       WHERE id = $1 RETURNING likes, dislikes`,
      [id, (value === 1 ? 1 : 0) - (was === 1 ? 1 : 0), (value === -1 ? 1 : 0) - (was === -1 ? 1 : 0)],
    );
    return {
      id,
      likes: row?.likes ?? 0,
      dislikes: row?.dislikes ?? 0,
      vote: value === 1 ? 'like' : 'dislike',
    };
  });
}
