import { contentCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { seed } from '../seed/seed';
import { accountKit } from '../testing/account-kit';
import { TestBrowser } from '../testing/test-browser';
import { GUEST_VOTES_PER_ADDRESS } from '../visitor/vote-once';
import { COMMENTS_PER_VISITOR_HOUR } from './publication-comments';

// Runs only in the `postgres` project (TEST_DATABASE_URL): PGlite has one connection, so it never
// runs two transactions at once and cannot show a race.
const url = process.env.TEST_DATABASE_URL as string;

describe('comments on a real PostgreSQL: votes and posting limits under races (§7.7)', () => {
  let db: Db;
  let kit: ReturnType<typeof accountKit>;
  const schema = `verstak_comments_race_${process.pid}_${Date.now()}`;
  const now = Date.UTC(2026, 10, 26, 9);
  let articleId: number;
  let commentId: number;

  beforeAll(async () => {
    db = await openDatabase({ url, schema });
    await migrate(db);
    await seed(db, { products: 60 });
    kit = accountKit(db, () => now);
    articleId = (await kit.call(contentCalls.article, { code: 'kak-vybrat-perforator' })).data.publication.id;
    commentId = (await kit.call(contentCalls.comments, { articleId })).data.items[0]?.id ?? 0;
  }, 180_000);

  afterAll(async () => {
    await db?.exec(`DROP SCHEMA ${schema} CASCADE`);
    await db?.close();
  });

  const likesOf = async () =>
    (
      await db.query<{ likes: number }>('SELECT likes FROM publication_comments WHERE id = $1', [commentId])
    )[0]?.likes ?? 0;

  it('20 likes at once from one visitor count once', async () => {
    const before = await likesOf();
    const visitor = await kit.guestToken();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        kit.call(contentCalls.likeComment, { id: commentId }, { token: visitor }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await likesOf()).toBe(before + 1);
  }, 120_000);

  it(`20 fresh guests from one address at once move a comment by ${GUEST_VOTES_PER_ADDRESS}`, async () => {
    const before = await likesOf();
    const guests = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const b = new TestBrowser(() => kit.api, { address: '203.0.113.77' });
        expect((await b.post('/users/refresh', '')).status).toBe(200);
        return b;
      }),
    );
    const answers = await Promise.all(guests.map((b) => b.call('PATCH', `/comments/${commentId}/addLike`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(GUEST_VOTES_PER_ADDRESS);
    expect(await likesOf()).toBe(before + GUEST_VOTES_PER_ADDRESS);
  }, 120_000);

  it(`20 comments at once from one visitor store ${COMMENTS_PER_VISITOR_HOUR}; the rest wait (429)`, async () => {
    const token = await kit.guestToken();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        kit.raw('POST', '/comments', {
          token,
          form: { articleId, name: 'Олег', text: `Спасибо за статью (${i})`, agreement: 'Y' },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(COMMENTS_PER_VISITOR_HOUR);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - COMMENTS_PER_VISITOR_HOUR);
    const [row] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM publication_comments WHERE author = 'Олег'",
    );
    expect(row?.n).toBe(COMMENTS_PER_VISITOR_HOUR);
  }, 120_000);
});
