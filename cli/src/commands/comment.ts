import { contentApi } from '@verstak/sdk';
import type { GlobalOptions } from '../client';
import { asContentModerator, type ModeratedThing, oneLine } from '../content-moderator';
import type { Io } from '../io';
import { jsonText } from '../json-text';
import { listJson } from '../list-json';
import { moscowTime } from '../moscow-time';
import { pageNote } from '../page-note';
import { table } from '../table';

/** What `comment list` takes besides the global options. */
export interface CommentListFlags {
  status?: 'moderation' | 'published' | 'rejected';
  page?: number;
  limit?: number;
}

/** What `verstak comment` moderates (content-moderator.ts). */
const COMMENTS: ModeratedThing = {
  commands: 'comment',
  notFound: 'comment_not_found',
  noun: 'comment',
  title: 'Comment',
};

/** `verstak comment list [--status] [--page] [--limit]`: comments waiting for moderation (oldest first), or of one status. */
export async function commentList(options: GlobalOptions & CommentListFlags, io: Io): Promise<void> {
  const status = options.status ?? 'moderation';
  const answer = await asContentModerator(options, io, COMMENTS, (client) =>
    contentApi(client).commentModeration({
      status,
      ...(options.page ? { page: options.page } : {}),
      ...(options.limit ? { count: options.limit } : {}),
    }),
  );
  const items = answer.items.map((c) => ({
    id: c.id,
    created: c.created,
    author: c.author,
    article: c.article.title,
    articleUrl: c.article.url,
    text: c.text,
    status: c.status,
    rejectReason: c.rejectReason,
  }));
  if (options.json) {
    io.out(listJson(items, answer.pagination.total));
    return;
  }
  if (items.length === 0) {
    io.out(`No ${status === 'moderation' ? 'comments waiting for moderation' : `${status} comments`}`);
    return;
  }
  io.out(
    table(items, [
      { title: 'id', value: (c) => String(c.id), right: true },
      { title: 'written', value: (c) => moscowTime(c.created) },
      { title: 'author', value: (c) => oneLine(c.author, 24) },
      { title: 'article', value: (c) => oneLine(c.article, 40) },
      { title: 'text', value: (c) => oneLine(c.text, 60) },
    ]),
  );
  const note = pageNote({
    shown: items.length,
    total: answer.pagination.total,
    page: answer.pagination.page,
    limit: answer.pagination.perPage,
    what: 'comments',
  });
  if (note) io.out(note);
  io.out(
    `${answer.counts.moderation} waiting, ${answer.counts.published} published, ${answer.counts.rejected} rejected. Publish with: verstak comment publish <id>`,
  );
}

/** `verstak comment publish <id>` and `verstak comment reject <id> [--reason]`: one comment's verdict. */
export async function commentDecide(
  id: number,
  verdict: 'publish' | 'reject',
  options: GlobalOptions & { reason?: string },
  io: Io,
): Promise<void> {
  const answer = await asContentModerator(options, io, COMMENTS, (client) =>
    verdict === 'publish'
      ? contentApi(client).publishComment({ id })
      : contentApi(client).rejectComment({ id, ...(options.reason ? { reason: options.reason } : {}) }),
  );
  if (options.json) {
    io.out(jsonText(answer));
    return;
  }
  io.out(
    `Comment ${answer.comment.id} ${verdict === 'publish' ? 'published: it shows under its article' : 'rejected: it is not shown'}`,
  );
}
