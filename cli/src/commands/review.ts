import { type ReviewStatus, reviewsApi } from '@verstak/sdk';
import type { GlobalOptions } from '../client';
import { asContentModerator, type ModeratedThing, oneLine } from '../content-moderator';
import type { Io } from '../io';
import { jsonText } from '../json-text';
import { listJson } from '../list-json';
import { moscowTime } from '../moscow-time';
import { pageNote } from '../page-note';
import { table } from '../table';

/** What `review list` takes besides the global options. */
export interface ReviewListFlags {
  status?: ReviewStatus;
  page?: number;
  limit?: number;
}

/** What `verstak review` moderates (content-moderator.ts). */
const REVIEWS: ModeratedThing = {
  commands: 'review',
  notFound: 'review_not_found',
  noun: 'review',
  title: 'Review',
};

/** `verstak review list [--status] [--page] [--limit]`: reviews waiting for moderation (oldest first), or of one status. */
export async function reviewList(options: GlobalOptions & ReviewListFlags, io: Io): Promise<void> {
  const status = options.status ?? 'moderation';
  const answer = await asContentModerator(options, io, REVIEWS, (client) =>
    reviewsApi(client).moderation({
      status,
      ...(options.page ? { page: options.page } : {}),
      ...(options.limit ? { count: options.limit } : {}),
    }),
  );
  const items = answer.items.map((r) => ({
    id: r.id,
    created: r.created,
    rating: r.rating,
    author: r.author,
    contact: r.authorContact,
    product: r.product.title,
    productUrl: r.product.url,
    photos: r.photos.length,
    pros: r.pros,
    cons: r.cons,
    text: r.text,
    status: r.status,
    rejectReason: r.rejectReason,
  }));
  if (options.json) {
    io.out(listJson(items, answer.pagination.total));
    return;
  }
  if (items.length === 0) {
    io.out(`No ${status === 'moderation' ? 'reviews waiting for moderation' : `${status} reviews`}`);
    return;
  }
  io.out(
    table(items, [
      { title: 'id', value: (r) => String(r.id), right: true },
      { title: 'written', value: (r) => moscowTime(r.created) },
      { title: 'mark', value: (r) => `${r.rating}/5`, right: true },
      { title: 'author', value: (r) => oneLine(`${r.author} ${r.contact}`, 32) },
      { title: 'product', value: (r) => oneLine(r.product, 40) },
      { title: 'photos', value: (r) => String(r.photos), right: true },
      { title: 'text', value: (r) => oneLine(r.text, 60) },
    ]),
  );
  const note = pageNote({
    shown: items.length,
    total: answer.pagination.total,
    page: answer.pagination.page,
    limit: answer.pagination.perPage,
    what: 'reviews',
  });
  if (note) io.out(note);
  io.out(
    `${answer.counts.moderation} waiting, ${answer.counts.published} published, ${answer.counts.rejected} rejected. Publish with: verstak review publish <id>`,
  );
}

/** `verstak review publish <id>` and `verstak review reject <id> [--reason]`: one review's verdict. */
export async function reviewDecide(
  id: number,
  verdict: 'publish' | 'reject',
  options: GlobalOptions & { reason?: string },
  io: Io,
): Promise<void> {
  const answer = await asContentModerator(options, io, REVIEWS, (client) =>
    verdict === 'publish'
      ? reviewsApi(client).publish({ id })
      : reviewsApi(client).reject({ id, ...(options.reason ? { reason: options.reason } : {}) }),
  );
  if (options.json) {
    io.out(jsonText(answer));
    return;
  }
  const { review, rating } = answer;
  io.out(
    `Review ${review.id} ${verdict === 'publish' ? 'published' : 'rejected'}: the product's rating is now ${rating.current.toFixed(1)} from ${rating.count.all} published reviews`,
  );
}
