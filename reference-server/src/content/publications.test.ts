import { contentCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { SEEDED_LOGINS } from '../seed/accounts-seed';
import { accountKit } from '../testing/account-kit';
import { seededDatabase } from '../testing/seeded-database';
import { TestBrowser } from '../testing/test-browser';
import { GUEST_VOTES_PER_ADDRESS } from '../visitor/vote-once';
import { COMMENTS_PER_VISITOR_HOUR } from './publication-comments';

const { content, operator } = SEEDED_LOGINS;

// News, articles, videos and comments (issue 18, §7.2, §7.7) as a shopper, a content manager and an
// attacker meet them: lists paged and by tag, unknown codes 404, comments held for moderation, likes
// once per visitor against races and fresh guest identities, posting throttled, bad bodies refused.

describe('news, articles and videos (§7.2, §7.7)', () => {
  let db: Db;
  let kit: ReturnType<typeof accountKit>;
  const now = Date.UTC(2026, 10, 26, 9);

  beforeAll(async () => {
    db = await seededDatabase(300);
    kit = accountKit(db, () => now);
  }, 120_000);
  afterAll(() => db.close());

  it('lists each kind newest first, paged, with the trail of §2.4 and the tags with their counts', async () => {
    const news = await kit.call(contentCalls.newsPage, {});
    expect(news.status).toBe(200);
    expect(news.data.breadcrumbs.map((b) => b.title)).toEqual(['Главная', 'О компании', 'Новости']);
    expect(news.data.items.length).toBeGreaterThanOrEqual(10);
    const dates = news.data.items.map((i) => i.datePublished);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(news.data.items[0]?.url).toMatch(/^\/about\/novosti\/[a-z0-9-]+\/$/);

    const first = await kit.call(contentCalls.articlesPage, {});
    expect(first.data.pagination).toMatchObject({ page: 1, perPage: 12 });
    expect(first.data.pagination.total).toBeGreaterThan(12);
    const second = await kit.call(contentCalls.articlesPage, { page: 2 });
    expect(second.data.items.length).toBe(first.data.pagination.total - 12);
    const codes = [...first.data.items, ...second.data.items].map((a) => a.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(second.data.meta.robots).toBe('noindex, follow');
    expect(first.data.meta.canonical).toBe('/stati/');

    const videos = await kit.call(contentCalls.videos, { count: 3, page: 2 });
    expect(videos.data.items).toHaveLength(3);
    expect(videos.data.pagination).toMatchObject({ page: 2, perPage: 3 });
  });

  it('filters a list by tag: every item carries it, the count is the tag’s, an unknown tag is 404', async () => {
    const all = await kit.call(contentCalls.articlesPage, {});
    const tag = all.data.tags.find((t) => t.code === 'kak-vybrat');
    expect(tag?.count).toBeGreaterThan(3);
    const page = await kit.call(contentCalls.articlesPage, { tag: 'kak-vybrat' });
    expect(page.data.tag).toMatchObject({
      code: 'kak-vybrat',
      title: 'Как выбрать',
      url: '/stati/?tag=kak-vybrat',
    });
    expect(page.data.pagination.total).toBe(tag?.count);
    for (const item of page.data.items) expect(item.tags.map((t) => t.code)).toContain('kak-vybrat');
    expect(page.data.meta.robots).toBe('noindex, follow');
    expect(page.data.breadcrumbs.map((b) => b.title)).toEqual(['Главная', 'Статьи', 'Как выбрать']);
    const list = await kit.call(contentCalls.articles, { tag: 'sad-i-dacha', count: 50 });
    for (const item of list.data.items) expect(item.tags.map((t) => t.code)).toContain('sad-i-dacha');

    const unknown = await kit.call(contentCalls.newsPage, { tag: 'net-takogo' });
    expect(unknown.status).toBe(404);
    expect(unknown.code).toBe('publication_not_found');
    const malformed = await kit.raw('GET', '/pages/news?tag=%3Cscript%3E');
    expect(malformed.status).toBe(400);
    expect(malformed.errors?.tag).toBeTruthy();
  });

  it('opens an article whole: contents from its headings, FAQ, related product cards, the next article', async () => {
    const { status, data } = await kit.call(contentCalls.article, { code: 'kak-vybrat-perforator' });
    expect(status).toBe(200);
    const { publication } = data;
    const headings = publication.text.filter((b) => b.type === 'h2');
    expect(publication.contents).toEqual(headings.map((h) => ({ anchor: h.anchor, title: h.text })));
    expect(publication.contents[0]).toEqual({ anchor: 'energiya-udara', title: 'Энергия удара' });
    expect(new Set(publication.contents.map((c) => c.anchor)).size).toBe(publication.contents.length);
    expect(publication.displayContents).toBe(true);
    expect(publication.faq.length).toBeGreaterThanOrEqual(2);
    expect(data.products.length).toBeGreaterThan(0);
    for (const card of data.products) expect(card.url).toMatch(/^\/product\//);
    expect(publication.next?.kind).toBe('article');
    expect(publication.next?.code).not.toBe('kak-vybrat-perforator');
    expect(publication.comments).toBeGreaterThanOrEqual(2);
    expect(data.breadcrumbs.at(-1)).toMatchObject({ title: publication.title, url: null });
    expect(data.meta.canonical).toBe('/stati/kak-vybrat-perforator/');

    // The oldest article's «next» is the newest: a reader never meets a dead end.
    const oldest = (await kit.call(contentCalls.articles, { count: 50 })).data.items.at(-1);
    const last = await kit.call(contentCalls.article, { code: oldest?.code ?? '' });
    expect(last.data.publication.next?.code).toBe('kak-vybrat-perforator');
  });

  it('gives a video its embed address for the facade, and news no contents, FAQ or player', async () => {
    const video = await kit.call(contentCalls.video, { code: 'obzor-perforatorov-sds-plus' });
    expect(video.data.publication.video).toMatchObject({
      provider: 'rutube',
      embedUrl: 'https://rutube.ru/play/embed/7d2f1c9a4b8e4f0a9c1d2e3f4a5b6c7d/',
    });
    const youtube = await kit.call(contentCalls.video, { code: 'akkumulyatornye-platformy' });
    expect(youtube.data.publication.video?.embedUrl).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    const news = await kit.call(contentCalls.newsItem, { code: 'otkrytie-magazina-v-yaroslavle' });
    expect(news.data.publication).toMatchObject({ contents: [], faq: [], video: null, next: null });
    expect(news.data.breadcrumbs.map((b) => b.url)).toEqual(['/', '/about/', '/about/novosti/', null]);
  });

  it('answers an unknown code, a code of another kind and a malformed one with 404 or 400, never 5xx', async () => {
    for (const [row, code] of [
      [contentCalls.article, 'net-takoy-stati'],
      [contentCalls.article, 'otkrytie-magazina-v-yaroslavle'],
      [contentCalls.newsItem, 'kak-vybrat-perforator'],
      [contentCalls.video, 'kak-vybrat-perforator'],
    ] as const) {
      const answer = await kit.call(row, { code });
      expect(answer.status, code).toBe(404);
      expect(answer.code).toBe('publication_not_found');
    }
    for (const path of [
      '/pages/articles/..%2F..%2Fetc',
      '/pages/articles/%D1%81%D1%82%D0%B0%D1%82%D1%8C%D1%8F',
      `/pages/videos/${'a'.repeat(500)}`,
    ])
      expect([400, 404], path).toContain((await kit.raw('GET', path)).status);
    expect((await kit.raw('GET', '/pages/articles?page=0')).status).toBe(400);
    expect((await kit.raw('GET', '/articles?count=1000')).status).toBe(400);
  });
});

describe('comments on articles (§7.7): moderation, votes once per visitor, throttling', () => {
  let db: Db;
  let kit: ReturnType<typeof accountKit>;
  let now = Date.UTC(2026, 10, 26, 9);
  let articleId: number;
  let manager: string;
  let addresses = 0;
  const freshAddress = () => `198.51.100.${++addresses}`;

  beforeAll(async () => {
    db = await seededDatabase(60);
    kit = accountKit(db, () => now);
    manager = await kit.tokenFor(content.id, ['content-managers']);
    articleId = (await kit.call(contentCalls.article, { code: 'akkumulyatory-zimoy' })).data.publication.id;
  }, 120_000);
  afterAll(() => db.close());

  const write = (token: string, fields: Record<string, string | number>) =>
    kit.raw('POST', '/comments', { token, form: fields });
  const good = () => ({ articleId, name: 'Павел', text: 'Полезная статья, спасибо!', agreement: 'Y' });

  it('holds a new comment for moderation: its author sees it waiting, nobody else; a manager publishes it', async () => {
    const author = await kit.guestToken();
    const stranger = await kit.guestToken();
    const written = await write(author, good());
    expect(written.status).toBe(200);
    expect(written.data.comment).toMatchObject({ status: 'moderation', author: 'Павел' });
    const id = written.data.comment.id as number;

    const seen = await kit.call(contentCalls.comments, { articleId }, { token: stranger });
    expect(seen.data.items.map((c) => c.id)).not.toContain(id);
    expect(seen.data.own).toEqual([]);
    const mine = await kit.call(contentCalls.comments, { articleId }, { token: author });
    expect(mine.data.own.map((c) => c.id)).toEqual([id]);
    // Nobody votes on a comment still waiting.
    expect((await kit.call(contentCalls.likeComment, { id }, { token: stranger })).status).toBe(404);

    // Only a content manager publishes.
    expect((await kit.call(contentCalls.publishComment, { id }, { token: stranger })).status).toBe(401);
    const op = await kit.tokenFor(operator.id, ['operator']);
    expect((await kit.call(contentCalls.publishComment, { id }, { token: op })).status).toBe(403);
    expect((await kit.call(contentCalls.commentModeration, {}, { token: op })).status).toBe(403);
    const queue = await kit.call(contentCalls.commentModeration, {}, { token: manager });
    expect(queue.data.items.map((c) => c.id)).toContain(id);
    expect(queue.data.items.find((c) => c.id === id)?.article.url).toBe('/stati/akkumulyatory-zimoy/');
    const published = await kit.call(contentCalls.publishComment, { id }, { token: manager });
    expect(published.data.comment.status).toBe('published');
    const after = await kit.call(contentCalls.comments, { articleId }, { token: stranger });
    expect(after.data.items.map((c) => c.id)).toContain(id);
    const page = await kit.call(contentCalls.article, { code: 'akkumulyatory-zimoy' });
    expect(page.data.publication.comments).toBe(after.data.pagination.total);

    // Rejected, it leaves the article again.
    const rejected = await kit.call(
      contentCalls.rejectComment,
      { id, reason: 'Реклама' },
      { token: manager },
    );
    expect(rejected.data.comment.status).toBe('rejected');
    expect((await kit.call(contentCalls.comments, { articleId })).data.items.map((c) => c.id)).not.toContain(
      id,
    );
    expect((await kit.call(contentCalls.publishComment, { id: 999_999 }, { token: manager })).status).toBe(
      404,
    );
  });

  it('refuses comments without consent, with an empty name, too long, on no article, in Russian', async () => {
    const token = await kit.guestToken();
    const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM publication_comments'))[0]
      ?.n;
    const cases: Array<[Record<string, string | number>, string, RegExp]> = [
      [{ ...good(), agreement: 'N' }, 'agreement', /согласие/],
      [{ articleId, name: 'Павел', text: 'Без согласия' }, 'agreement', /согласие/],
      [{ ...good(), name: '   ' }, 'name', /Укажите имя/],
      [{ ...good(), name: 'Я'.repeat(61) }, 'name', /60 символов/],
      [{ ...good(), text: 'ы'.repeat(2001) }, 'text', /2000 символов/],
      [{ ...good(), text: 'a\u0000b' }, 'text', /служебные символы/],
      [{ ...good(), articleId: 'abc' }, 'articleId', /./],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await write(token, fields);
      expect(answer.status, field).toBe(400);
      expect(answer.errors?.[field], field).toMatch(message);
    }
    // News takes no comments; an unknown article is 404.
    const news = await kit.call(contentCalls.newsItem, { code: 'dni-makita' });
    expect((await write(token, { ...good(), articleId: news.data.publication.id })).status).toBe(404);
    expect((await write(token, { ...good(), articleId: 2_000_000_000 })).status).toBe(404);
    // A body far past any comment, and a malformed one, are refused before anything is read.
    const huge = await kit.raw('POST', '/comments', {
      token,
      form: { ...good(), text: 'x'.repeat(3_000_000) },
    });
    expect([400, 413]).toContain(huge.status);
    const broken = await kit.raw('POST', '/comments', {
      token,
      plain: '{"articleId": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    const after = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM publication_comments'))[0]
      ?.n;
    expect(after).toBe(before);
  });

  it(`lets one visitor post ${COMMENTS_PER_VISITOR_HOUR} comments an hour, then asks to wait (429), and again after the hour`, async () => {
    const token = await kit.guestToken();
    const answers = await Promise.all(
      Array.from({ length: COMMENTS_PER_VISITOR_HOUR + 3 }, (_, i) =>
        write(token, { ...good(), text: `Вопрос номер ${i + 1}: а зимой можно?` }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(COMMENTS_PER_VISITOR_HOUR);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.errors?.common).toMatch(/Следующий можно отправить через \d+ минут/);
    now += 3_600_000;
    expect((await write(token, good())).status).toBe(200);
  });

  it('counts a visitor’s like once, a dislike turns it, and 20 likes at once from one visitor are one', async () => {
    const id = (await kit.call(contentCalls.comments, { articleId })).data.items[0]?.id as number;
    const likesOf = async () =>
      (
        await db.query<{ likes: number; dislikes: number }>(
          'SELECT likes, dislikes FROM publication_comments WHERE id = $1',
          [id],
        )
      )[0];
    const before = await likesOf();
    const visitor = await kit.guestToken();
    const race = await Promise.all(
      Array.from({ length: 20 }, () => kit.call(contentCalls.likeComment, { id }, { token: visitor })),
    );
    expect(race.every((a) => a.status === 200)).toBe(true);
    expect(await likesOf()).toEqual({ likes: (before?.likes ?? 0) + 1, dislikes: before?.dislikes });
    const turned = await kit.call(contentCalls.dislikeComment, { id }, { token: visitor });
    expect(turned.data).toMatchObject({
      vote: 'dislike',
      likes: before?.likes,
      dislikes: (before?.dislikes ?? 0) + 1,
    });
    const shown = await kit.call(contentCalls.comments, { articleId }, { token: visitor });
    expect(shown.data.items.find((c) => c.id === id)?.vote).toBe('dislike');
    expect((await kit.raw('PATCH', '/comments/abc/addLike', { token: visitor })).status).toBe(400);
    expect((await kit.call(contentCalls.likeComment, { id: 999_999 }, { token: visitor })).status).toBe(404);
  });

  it(`moves a comment by ${GUEST_VOTES_PER_ADDRESS} when 20 fresh guests from one address like it at once`, async () => {
    const id = (await kit.call(contentCalls.comments, { articleId })).data.items[0]?.id as number;
    const [row] = await db.query<{ likes: number }>('SELECT likes FROM publication_comments WHERE id = $1', [
      id,
    ]);
    const address = freshAddress();
    const guests = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const b = new TestBrowser(() => kit.api, { address });
        expect((await b.post('/users/refresh', '')).status).toBe(200);
        return b;
      }),
    );
    const answers = await Promise.all(guests.map((b) => b.call('PATCH', `/comments/${id}/addLike`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(GUEST_VOTES_PER_ADDRESS);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(20 - GUEST_VOTES_PER_ADDRESS);
    const [after] = await db.query<{ likes: number }>(
      'SELECT likes FROM publication_comments WHERE id = $1',
      [id],
    );
    expect(after?.likes).toBe((row?.likes ?? 0) + GUEST_VOTES_PER_ADDRESS);
  });
});
