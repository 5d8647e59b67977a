import type { PublicationComment } from '@verstak/sdk/contract';
import type { RequestContext } from '../context/request-context';
import type { Db } from '../db/database';
import { recordConsent } from '../forms/record-consent';
import { HttpError } from '../http/http-error';
import { takeFromBucket } from '../identity/send-limits';
import { visitorOf } from '../visitor/visitor';
import type { VoteTarget } from '../visitor/vote-once';

// Comments under articles (§7.7). A comment waits for a content manager (status `moderation`) and is
// shown to everyone only once published; its author sees it waiting, by their visitor id. Posting is
// limited per visitor, per client address and over the whole store, in the send limits' buckets
// (`comment:` keys), so a script cannot bury the moderators' queue.

/** Comments one visitor may post in an hour. */
export const COMMENTS_PER_VISITOR_HOUR = 5;
/** Comments one client address may post in an hour (a household, an office behind one address). */
export const COMMENTS_PER_ADDRESS_HOUR = 10;
/** Comments the whole store takes in an hour: the moderators' queue's circuit breaker. */
export const COMMENTS_PER_STORE_HOUR = 500;

/** A row of `publication_comments` with the visitor's vote. */
export interface CommentRow {
  id: number;
  publication_id: number;
  author: string;
  text: string;
  status: 'moderation' | 'published' | 'rejected';
  created_at: Date | string;
  likes: number;
  dislikes: number;
  vote: number | null;
  reject_reason: string;
  moderated_by: string;
}

/** The columns of {@link CommentRow}, the vote of `voterParam` among them. */
export function commentColumns(voterParam: string): string {
  return `c.id, c.publication_id, c.author, c.text, c.status, c.created_at, c.likes, c.dislikes,
    c.reject_reason, c.moderated_by,
    (SELECT v.vote FROM comment_votes v WHERE v.comment_id = c.id AND v.voter = ${voterParam}) AS vote`;
}

/** A comment as shown. */
export function toComment(row: CommentRow): PublicationComment {
  return {
    id: row.id,
    author: row.author,
    text: row.text,
    created: new Date(row.created_at).toISOString(),
    status: row.status,
    likes: row.likes,
    dislikes: row.dislikes,
    vote: row.vote === 1 ? 'like' : row.vote === -1 ? 'dislike' : 'none',
  };
}

/** Comments as voted on (visitor/vote-once.ts), with buckets of their own. */
export const COMMENT_VOTES: VoteTarget = {
  items: 'publication_comments',
  votes: 'comment_votes',
  key: 'comment_id',
  bucket: 'comment-vote:',
  notFound: () => new HttpError(404, 'comment_not_found', { common: 'Комментарий не найден' }),
  addressDone: 'С вашего адреса этот комментарий уже оценили. Войдите, чтобы оценить его',
  tooFast: (wait) => `Слишком много оценок комментариев. Повторите через ${wait} или войдите`,
};

/** An article's id, or 404 when there is no article of that id (news and videos take no comments). */
export async function articleExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM publications WHERE id = $1 AND kind = $2', [id, 'article']);
  return row !== undefined;
}

/** How many published comments an article has. */
export async function publishedCount(db: Db, articleId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM publication_comments WHERE publication_id = $1 AND status = 'published'",
    [articleId],
  );
  return row?.n ?? 0;
}

/** Writes a visitor's comment, waiting for moderation, after taking from its posting buckets. */
export async function writeComment(
  ctx: RequestContext,
  input: { articleId: number; name: string; text: string },
): Promise<PublicationComment> {
  const { fUserId, userId } = visitorOf(ctx);
  if (!(await articleExists(ctx.db, input.articleId)))
    throw new HttpError(404, 'publication_not_found', { articleId: 'Статья не найдена' });
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await takeFromBucket(
      tx,
      {
        scope: 'recipient',
        key: `comment:${fUserId}`,
        perHour: COMMENTS_PER_VISITOR_HOUR,
        refusal: (wait) => `Вы уже написали много комментариев. Следующий можно отправить через ${wait}`,
      },
      now,
    );
    if (ctx.limitedAddress !== null)
      await takeFromBucket(
        tx,
        {
          scope: 'address',
          key: `comment:${ctx.limitedAddress}`,
          perHour: COMMENTS_PER_ADDRESS_HOUR,
          refusal: (wait) => `Слишком много комментариев с вашего адреса. Повторите через ${wait}`,
        },
        now,
      );
    await takeFromBucket(
      tx,
      {
        scope: 'channel',
        key: 'comment',
        perHour: COMMENTS_PER_STORE_HOUR,
        refusal: (wait) => `Сейчас мы не можем принять комментарий. Повторите через ${wait}`,
      },
      now,
    );
    const at = new Date(now).toISOString();
    const [row] = await tx.query<CommentRow>(
      `INSERT INTO publication_comments AS c (publication_id, author, text, f_user_id, user_id, address, consent_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
       RETURNING ${commentColumns('$4')}`,
      [input.articleId, input.name, input.text, fUserId, userId, ctx.limitedAddress, at],
    );
    if (!row) throw new Error('The comment just written is not there');
    await recordConsent(tx, ctx, 'comment', userId);
    return toComment(row);
  });
}

/** Publishes or rejects a comment (a content manager's verdict). */
export async function moderateComment(
  ctx: RequestContext,
  login: string,
  id: number,
  status: 'published' | 'rejected',
  reason: string,
): Promise<PublicationComment> {
  const [row] = await ctx.db.query<CommentRow>(
    `UPDATE publication_comments AS c SET status = $2, moderated_at = $3, moderated_by = $4, reject_reason = $5
     WHERE id = $1 RETURNING ${commentColumns("''")}`,
    [id, status, new Date(ctx.clock.now()).toISOString(), login, reason],
  );
  if (!row) throw COMMENT_VOTES.notFound();
  return toComment(row);
}

/**
 * The login merge of a guest's comments (merge-visitor.ts), in the caller's transaction: those still
 * waiting for moderation stay the shopper's own to see («На модерации»), now under the account.
 */
export async function adoptGuestComments(tx: Db, from: string, to: string): Promise<void> {
  await tx.query('UPDATE publication_comments SET f_user_id = $2 WHERE f_user_id = $1', [from, to]);
}
