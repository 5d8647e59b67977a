import { accountCalls, baseCalls, catalogCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { SEEDED_LOGINS } from '../seed/accounts-seed';
import { accountKit } from '../testing/account-kit';
import { seededDatabase } from '../testing/seeded-database';

const { person, smsOnly, b2b, operator } = SEEDED_LOGINS;

describe('the personal pages (§7.3), the /base user and the viewed history', () => {
  let db: Db;
  let kit: ReturnType<typeof accountKit>;
  let now = Date.UTC(2026, 10, 23, 12);

  beforeAll(async () => {
    db = await seededDatabase(20);
    // Every answer is checked against its output schema (validateOutput).
    kit = accountKit(db, () => now);
  });
  afterAll(() => db.close());

  const titles = (sidebar: Array<{ title: string }>) => sidebar.map((s) => s.title);

  it('answers the profile page with counters, bonuses, card, categories, managers and the sidebar', async () => {
    const { status, data } = await kit.call(
      accountCalls.profilePage,
      {},
      { token: await kit.tokenFor(person.id) },
    );
    expect(status).toBe(200);
    expect(data.meta).toMatchObject({ title: 'Личный кабинет | Верстак', robots: 'noindex, nofollow' });
    expect(data.breadcrumbs.map((b: { title: string }) => b.title)).toEqual(['Главная', 'Личный кабинет']);
    expect(data.counters).toEqual({ orders: 0, viewed: 8, reviews: 3 });
    expect(data.card).toEqual({ number: '2600000000017', level: 'Серебряный' });
    // Newest first; the total is their sum.
    expect(data.bonusMovements.map((m: { amount: number }) => m.amount)).toEqual([410, -300, 1240, 500]);
    // The account has no orders on the site (counters.orders is 0): the history cites none.
    expect(data.bonusMovements.filter((m: { title: string }) => /заказ/.test(m.title))).toEqual([]);
    expect(data.user.bonus).toEqual({ values: { total: 1850 } });
    expect(data.b2bCategories).toEqual([
      { name: 'Старт', code: 'start', value: 0 },
      { name: 'Серебро', code: 'silver', value: 3 },
      { name: 'Золото', code: 'gold', value: 5 },
      { name: 'Платина', code: 'platinum', value: 7 },
    ]);
    expect(data.personalManagers).toEqual([]);
    expect(data.contacts.length).toBeGreaterThan(0);
    expect(titles(data.sidebar)).toEqual([
      'Профиль',
      'Заказы',
      'Избранное',
      'Сравнение',
      'Сметы',
      'Просмотренные',
      'Бонусы',
      'Организации',
      'Отзывы',
      'Ремонт',
      'Настройки',
    ]);
    expect(data.sidebar.find((s: { url: string }) => s.url === '/personal/history/')?.count).toBe(8);
    expect(data.sidebar.find((s: { url: string }) => s.url === '/personal/reviews/')?.count).toBe(3);
  });

  it('shows a B2B buyer B2B in the title, the Организации link, a manager and bank details', async () => {
    const token = await kit.tokenFor(b2b.id, ['b2b']);
    const profile = (await kit.call(accountCalls.profilePage, {}, { token })).data;
    expect(profile.breadcrumbs.at(-1)!.title).toBe('Личный кабинет B2B');
    expect(titles(profile.sidebar)).toContain('Организации');
    expect(profile.personalManagers).toEqual([
      expect.objectContaining({ name: 'Анна Кириллова', email: 'a.kirillova@verstak.example.ru' }),
    ]);
    expect(profile.bankDetails).toHaveLength(3);
    const page = (await kit.call(accountCalls.organizationsPage, {}, { token })).data;
    expect(page.breadcrumbs.map((b) => [b.title, b.url])).toEqual([
      ['Главная', '/'],
      ['Личный кабинет B2B', '/personal/'],
      ['Организации', '/personal/organizations/'],
    ]);
    expect(page.user.organizations.map((o: { name: string }) => o.name)).toEqual([
      'ООО «Стройресурс»',
      'ИП Кузнецов Алексей Викторович',
    ]);
    expect(page.user.organizations[0]).toMatchObject({
      edo: { enabled: true, operator: 'Контур.Диадок' },
      contract: { status: 'signed', number: 'ДП-2025/118', date: '2025-03-14' },
    });
    expect(page.bankDetails.map((b: { organizationId: number }) => b.organizationId)).toEqual([
      page.user.organizations[0]!.id,
      page.user.organizations[0]!.id,
      page.user.organizations[1]!.id,
    ]);
  });

  it('answers the settings page with the subscriptions on offer and the cities', async () => {
    const { data } = await kit.call(accountCalls.settingsPage, {}, { token: await kit.tokenFor(smsOnly.id) });
    expect(data.user).toMatchObject({ hasPassword: false, email: '', bonus: [], receivers: [] });
    expect(data.subscriptions.map((s: { code: string; checked: boolean }) => [s.code, s.checked])).toEqual([
      ['news', false],
      ['promos', false],
      ['sms', true],
      ['new-products', false],
      ['b2b-prices', false],
    ]);
    expect(data.cities[0]).toEqual({ id: 1, name: 'Москва' });
    expect(data.breadcrumbs.at(-1)).toMatchObject({ title: 'Настройки', url: '/personal/settings/' });
  });

  it('lists repairs and reviews newest first, paged', async () => {
    const token = await kit.tokenFor(person.id);
    const repairs = (await kit.call(accountCalls.repairsPage, {}, { token })).data;
    expect(
      repairs.items.map((r: { product: string; statusTitle: string }) => [r.product, r.statusTitle]),
    ).toEqual([
      ['Шуруповёрт Bosch GSR 18V-50', 'Диагностика'],
      ['Перфоратор Makita HR2470', 'Выдан'],
    ]);
    expect(repairs.pagination).toEqual({ page: 1, pageCount: 1, perPage: 10, total: 2 });
    const reviews = (await kit.call(accountCalls.reviewsPage, {}, { token })).data;
    expect(reviews.items.map((r: { status: string }) => r.status)).toEqual([
      'moderation',
      'published',
      'published',
    ]);
    expect(reviews.items[0]!.productUrl).toMatch(/^\/product\/.+\/$/);
    const beyond = (await kit.call(accountCalls.reviewsPage, { page: '2' }, { token })).data;
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination.total).toBe(3);
  });

  it('records a product view for a logged-in shopper, not for a guest, and lists the last viewed first', async () => {
    const token = await kit.tokenFor(operator.id, ['operator']);
    const codes = await db.query<{ id: number; code: string }>(
      'SELECT id, code FROM products ORDER BY id LIMIT 3',
    );
    const [a, b, c] = codes;
    // A guest's view is not recorded anywhere.
    const viewedBefore = await db.query('SELECT count(*)::int AS n FROM viewed_products');
    expect((await kit.call(catalogCalls.product, { code: a!.code })).status).toBe(200);
    expect(await db.query('SELECT count(*)::int AS n FROM viewed_products')).toEqual(viewedBefore);

    for (const product of [a, b, c, a]) {
      now += 60_000;
      expect((await kit.call(catalogCalls.product, { code: product!.code }, { token })).status).toBe(200);
    }
    const history = (await kit.call(accountCalls.historyPage, {}, { token })).data;
    expect(history.items.map((p: { id: number }) => p.id)).toEqual([a?.id, c?.id, b?.id]);
    expect(history.items[0]).toMatchObject({ url: `/product/${a?.code}/`, position: 1 });
    expect(history.pagination).toEqual({ page: 1, pageCount: 1, perPage: 24, total: 3 });
    expect(history.sidebar.find((s: { url: string }) => s.url === '/personal/history/')?.count).toBe(3);
  });

  it('answers the /base user from the database per request, and null for a guest', async () => {
    const ivan = await kit.call(
      baseCalls.get,
      { select: 'user,fUserId' },
      { token: await kit.tokenFor(person.id) },
    );
    expect(ivan.data).toEqual({
      user: {
        name: 'Иван Петров',
        firstName: 'Иван',
        email: 'ivan.petrov@example.ru',
        phone: '+7 (900) 000-00-01',
        bonus: { values: { total: 1850 } },
        b2bCategory: '',
        isB2B: false,
        countOrganization: 0,
        groups: [],
      },
      fUserId: '00000000-0000-4000-8000-000000000001',
    });
    const company = (
      await kit.call(baseCalls.get, { select: 'user' }, { token: await kit.tokenFor(b2b.id, ['b2b']) })
    ).data;
    expect(company.user).toMatchObject({
      b2bCategory: 'Золото',
      isB2B: true,
      countOrganization: 2,
      groups: ['b2b'],
    });
    const sms = (await kit.call(baseCalls.get, { select: 'user' }, { token: await kit.tokenFor(smsOnly.id) }))
      .data;
    expect(sms.user).toMatchObject({ bonus: [], email: '', name: 'Ольга Смирнова' });
    // A bonus spent shows at once: the user's base is not memoized.
    await db.query("INSERT INTO bonus_movements (user_id, amount, title) VALUES ($1, -1850, 'Списание')", [
      person.id,
    ]);
    const spent = (
      await kit.call(baseCalls.get, { select: 'user' }, { token: await kit.tokenFor(person.id) })
    ).data;
    expect(spent.user!.bonus).toEqual([]);
    expect((await kit.call(baseCalls.get, { select: 'user' })).data).toEqual({ user: null });
  });

  it('treats a valid token of an account that is gone (a re-seeded store) as no account', async () => {
    const token = await kit.tokenFor(99_999);
    const [product] = await db.query<{ code: string }>('SELECT code FROM products ORDER BY id LIMIT 1');
    // The product page is still shown; there is nobody to record the view for.
    expect((await kit.call(catalogCalls.product, { code: product!.code }, { token })).status).toBe(200);
    expect((await kit.call(baseCalls.get, { select: 'user' }, { token })).data).toEqual({ user: null });
    const page = await kit.call(accountCalls.profilePage, {}, { token });
    expect([page.status, page.code]).toEqual([401, 'unauthorized']);
  });

  it('refuses a guest every personal page with 401', async () => {
    for (const path of ['', '/settings', '/organizations', '/repairs', '/reviews', '/history'])
      expect((await kit.raw('GET', `/pages/personal${path}`)).status, path).toBe(401);
  });
});
