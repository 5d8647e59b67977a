import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../create-api';
import type { Db } from '../db/database';
import { SEED_PASSWORD, SEEDED_LOGINS } from '../seed/accounts-seed';
import { seededDatabase } from '../testing/seeded-database';
import { TestBrowser } from '../testing/test-browser';
import { GUEST_VOTES_PER_ADDRESS, GUEST_VOTES_PER_ADDRESS_HOUR } from '../visitor/vote-once';

// «Once per visitor» against fresh guest identities (issue 17): every `POST /users/refresh` without a
// session is a new guest, so an attacker votes with a new one each time. A review takes at most three
// guest votes from one client address; signed-in shoppers vote once per account from anywhere.

describe('review votes against fresh guest identities', () => {
  let db: Db;
  let now = Date.UTC(2026, 10, 23, 12);
  let api: ReturnType<typeof createApi>;
  let reviews: number[];
  let addresses = 0;
  const freshAddress = () => `203.0.113.${++addresses}`;
  /** A new guest (a refresh without a session) from `address`. */
  const guest = async (address: string) => {
    const b = new TestBrowser(() => api, { address });
    expect((await b.post('/users/refresh', '')).status).toBe(200);
    return b;
  };
  const like = (b: TestBrowser, id: number) => b.call('GET', `/catalog/product-reviews/like?id=${id}`);
  const dislike = (b: TestBrowser, id: number) => b.call('GET', `/catalog/product-reviews/dislike?id=${id}`);
  const likesOf = async (id: number) =>
    (await db.query<{ likes: number }>('SELECT likes FROM product_reviews WHERE id = $1', [id]))[0]?.likes;

  beforeAll(async () => {
    db = await seededDatabase(300);
    api = createApi({ db, clock: { now: () => now } });
    reviews = (
      await db.query<{ id: number }>("SELECT id FROM product_reviews WHERE status = 'published' ORDER BY id")
    ).map((r) => r.id);
    expect(reviews.length).toBeGreaterThan(5);
  });
  afterAll(() => db.close());

  it(`a new guest per vote from one address moves a review by ${GUEST_VOTES_PER_ADDRESS}, then is asked to sign in`, async () => {
    const id = reviews[0] as number;
    const address = freshAddress();
    const before = await likesOf(id);
    const voters: TestBrowser[] = [];
    for (let i = 0; i < GUEST_VOTES_PER_ADDRESS; i++) {
      voters.push(await guest(address));
      expect((await like(voters[i] as TestBrowser, id)).status).toBe(200);
    }
    const refused = await like(await guest(address), id);
    expect([refused.status, refused.body.code, refused.body.errors?.common]).toEqual([
      403,
      'forbidden',
      'С вашего адреса этот отзыв уже оценили. Войдите, чтобы оценить его',
    ]);
    for (let i = 0; i < 5; i++) await dislike(await guest(address), id);
    expect(await likesOf(id)).toBe((before as number) + GUEST_VOTES_PER_ADDRESS);
    // A guest that voted may still change its own vote behind the used-up address.
    const voter = voters[0] as TestBrowser;
    expect((await dislike(voter, id)).body.data).toMatchObject({ vote: 'dislike' });
    expect((await like(voter, id)).body.data).toMatchObject({ vote: 'like' });
    expect(await likesOf(id)).toBe((before as number) + GUEST_VOTES_PER_ADDRESS);
  });

  it('twenty fresh guests at once from one address still count three', async () => {
    const id = reviews[1] as number;
    const address = freshAddress();
    const before = (await likesOf(id)) as number;
    const guests = await Promise.all(Array.from({ length: 20 }, () => guest(address)));
    const answers = await Promise.all(guests.map((b) => like(b, id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(GUEST_VOTES_PER_ADDRESS);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(20 - GUEST_VOTES_PER_ADDRESS);
    expect(await likesOf(id)).toBe(before + GUEST_VOTES_PER_ADDRESS);
  });

  it('other addresses, and signed-in shoppers behind the used-up one, count (once per account)', async () => {
    const id = reviews[0] as number;
    const shared = `203.0.113.1`; // the address the first test used up
    const before = (await likesOf(id)) as number;
    // Elsewhere a guest counts.
    expect((await like(await guest(freshAddress()), id)).status).toBe(200);
    // A shopper behind the used-up address signs in and counts, once per account, in any browser.
    const signIn = async () => {
      const b = await guest(shared);
      const answer = await b.post('/users/login', {
        login: SEEDED_LOGINS.person.email,
        password: SEED_PASSWORD,
      });
      expect(answer.status).toBe(200);
      return b;
    };
    expect((await like(await signIn(), id)).status).toBe(200);
    expect((await like(await signIn(), id)).body.data).toMatchObject({ likes: before + 2, vote: 'like' });
    expect(await likesOf(id)).toBe(before + 2);
  });

  it('a guest who voted and then signs in has one vote: the account’s where it had one, else the guest’s', async () => {
    const [liked, fresh] = [reviews[0] as number, reviews[2] as number];
    const countsOf = async (id: number) =>
      (
        await db.query<{ likes: number; dislikes: number }>(
          'SELECT likes, dislikes FROM product_reviews WHERE id = $1',
          [id],
        )
      )[0];
    // The account liked `liked` in the test before; as a guest the same shopper likes it again and
    // dislikes `fresh`.
    const b = await guest(freshAddress());
    const before = { liked: await countsOf(liked), fresh: await countsOf(fresh) };
    expect((await like(b, liked)).status).toBe(200);
    expect((await dislike(b, fresh)).status).toBe(200);
    expect(await likesOf(liked)).toBe((before.liked?.likes ?? 0) + 1);
    const login = await b.post('/users/login', {
      login: SEEDED_LOGINS.person.email,
      password: SEED_PASSWORD,
    });
    expect(login.status).toBe(200);
    // The account's like stands and the guest's is taken off; the guest's dislike is the account's now.
    expect(await countsOf(liked)).toEqual(before.liked);
    expect(await countsOf(fresh)).toEqual({
      likes: before.fresh?.likes,
      dislikes: (before.fresh?.dislikes ?? 0) + 1,
    });
    // Signed in, in another browser, the account turns that dislike into a like: one vote moves.
    const elsewhere = await guest(freshAddress());
    await elsewhere.post('/users/login', { login: SEEDED_LOGINS.person.email, password: SEED_PASSWORD });
    expect((await like(elsewhere, fresh)).body.data).toMatchObject({
      likes: (before.fresh?.likes ?? 0) + 1,
      dislikes: before.fresh?.dislikes,
      vote: 'like',
    });
  });

  it(`a script walking every review from one address is held to ${GUEST_VOTES_PER_ADDRESS_HOUR} new guest votes an hour`, async () => {
    const address = freshAddress();
    let answered = 0;
    let refused: Awaited<ReturnType<typeof like>> | undefined;
    for (let i = 0; i < GUEST_VOTES_PER_ADDRESS_HOUR + 1 && !refused; i++) {
      const answer = await like(await guest(address), reviews[i % reviews.length] as number);
      if (answer.status === 200) answered++;
      else if (answer.status === 429) refused = answer;
    }
    expect(answered).toBeLessThanOrEqual(GUEST_VOTES_PER_ADDRESS_HOUR);
    expect(refused?.body.errors?.common).toMatch(
      /^Слишком много оценок отзывов\. Повторите через 1 минуту или войдите$/,
    );
    now += 3600_000;
  });
});
