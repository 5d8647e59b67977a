import { catalogCalls, formsCalls, promosCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../create-api';
import type { Db } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { STORE_MAILBOX } from '../forms/store-mailbox';
import { SEEDED_PROMO_CODES } from '../seed/commerce-seed';
import { seed } from '../seed/seed';
import { accountKit } from '../testing/account-kit';
import { basketKit } from '../testing/basket-kit';
import { addDays, moscowDay } from './moscow-day';

// The selections of issue 17 through the real API in-process (answers checked against the contract):
// the sale, the new and recommended products, the promotions and their archive by Moscow day, the
// promo-code page against the basket's own rules, and the discharged goods with their mail form.

const NOW = Date.UTC(2026, 10, 23, 12);
const TODAY = moscowDay(NOW);

describe('selections: sale, new, recommended, promotions, promo codes, discharged goods', () => {
  let db: Db;
  let now = NOW;
  let kit: ReturnType<typeof accountKit>;

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    await seed(db, { products: 900, now: NOW });
    kit = accountKit(db, () => now);
  });
  afterAll(() => db.close());

  const count = async (where: string) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p WHERE ${where}`))[0]?.n ?? 0;

  describe('the sale (/pages/sale, /pages/sale/section, /pages/sale/filter)', () => {
    it('holds exactly the products with an old price above the price, each card showing it, sections counted', async () => {
      const { status, data } = await kit.call(promosCalls.sale, { count: 100 });
      expect(status).toBe(200);
      expect(data.pagination.total).toBe(await count('p.old_price > p.price'));
      expect(data.pagination.total).toBeGreaterThan(50);
      for (const card of data.products) {
        expect(card.priceCurrent.old).toBeGreaterThan(card.priceCurrent.current);
        expect(card.priceCurrent.showOld).toBe(true);
      }
      expect(data.selection.sections.reduce((n, s) => n + s.count, 0)).toBe(data.pagination.total);
      expect(data.selection.sections.every((s) => s.url.startsWith('/sale/'))).toBe(true);
      expect(data.meta.canonical).toBe('/sale/');
      expect(data.breadcrumbs.map((b) => b.title)).toEqual(['Главная', 'Распродажа']);
    });

    it('narrows to a section at its own address, with the section chain in the breadcrumbs', async () => {
      const whole = await kit.call(promosCalls.sale, {});
      const top = whole.data.selection.sections[0];
      if (!top) throw new Error('no sale section');
      const [row] = await db.query<{ url: string; id: number }>(
        'SELECT url, id FROM sections WHERE id = $1',
        [top.id],
      );
      const { status, data } = await kit.call(promosCalls.saleSection, { path: row?.url ?? '' });
      expect(status).toBe(200);
      expect(data.pagination.total).toBe(top.count);
      expect(data.pagination.total).toBe(await count(`p.old_price > p.price AND p.top_id = ${top.id}`));
      expect(data.selection.url).toBe(top.url);
      expect(data.meta.canonical).toBe(top.url);
      expect(data.breadcrumbs.map((b) => b.url)).toEqual(['/', '/sale/', top.url]);
      const twin = await kit.call(promosCalls.saleSectionFilter, { path: row?.url ?? '' });
      expect(twin.data.total).toBe(top.count);
    });

    it('filters by the §5 grammar: the count agrees with the twin, two filters or a second page are noindex', async () => {
      const filter = 'brand-is-makita';
      const page = await kit.call(promosCalls.sale, { filter });
      const twin = await kit.call(promosCalls.saleFilter, { filter });
      expect(page.data.pagination.total).toBe(twin.data.total);
      expect(page.data.pagination.total).toBe(
        await count("p.old_price > p.price AND p.brand_id = (SELECT id FROM brands WHERE code = 'makita')"),
      );
      expect(page.data.products.every((p) => p.manufacturer.code === 'makita')).toBe(true);
      expect(page.data.meta.canonical).toBe('/sale/filter/brand-is-makita/apply/');
      expect(page.data.meta.robots).toBe('index, follow');
      const second = await kit.call(promosCalls.sale, { page: 2 });
      expect(second.data.meta.robots).toBe('noindex, follow');
      expect(second.data.meta.canonical).toBe('/sale/');
    });

    it('answers an unknown section with a 404, a malformed path or filter with a clear 400', async () => {
      const unknown = await kit.call(promosCalls.saleSection, { path: '/catalog/net-takogo/' });
      expect(unknown).toMatchObject({ status: 404, code: 'section_not_found' });
      const malformed = await kit.raw('GET', '/pages/sale/section?path=..%2F..%2Fetc');
      expect(malformed.status).toBe(400);
      expect(malformed.errors?.path).toMatch(/section path/);
      const badFilter = await kit.call(promosCalls.sale, { filter: 'colour-is-rainbow' });
      expect(badFilter).toMatchObject({ status: 400, errors: { filter: 'Характеристика не найдена' } });
      const badPage = await kit.raw('GET', '/pages/sale?page=0');
      expect(badPage.status).toBe(400);
    });
  });

  describe('new arrivals and recommended (/pages/catalog/new, /pages/catalog/recommended)', () => {
    it('recommended holds the staff-marked products only, whole and by section', async () => {
      const { data } = await kit.call(catalogCalls.recommended, { count: 100 });
      expect(data.pagination.total).toBe(await count('p.is_recommended'));
      expect(data.products.every((p) => p.isRecommended)).toBe(true);
      const top = data.selection.sections[0];
      const [row] = await db.query<{ url: string }>('SELECT url FROM sections WHERE id = $1', [top?.id ?? 0]);
      const narrowed = await kit.call(catalogCalls.recommended, { path: row?.url ?? '' });
      expect(narrowed.data.pagination.total).toBe(top?.count);
      expect(narrowed.data.selection.url).toBe(`/catalog/recommended/${row?.url.slice('/catalog/'.length)}`);
    });

    it('new arrivals narrow to a section and keep the Новинки breadcrumb', async () => {
      const whole = await kit.call(catalogCalls.novelties, {});
      const top = whole.data.selection.sections[0];
      const [row] = await db.query<{ url: string }>('SELECT url FROM sections WHERE id = $1', [top?.id ?? 0]);
      const { data } = await kit.call(catalogCalls.novelties, { path: row?.url ?? '' });
      expect(data.pagination.total).toBe(top?.count);
      expect(data.breadcrumbs.slice(0, 3).map((b) => b.title)).toEqual(['Главная', 'Каталог', 'Новинки']);
      expect(data.products.every((p) => p.icons.some((i) => i.xmlId === 'new'))).toBe(true);
    });
  });

  describe('promotions (/pages/promos, /pages/promos/{code}, /promos, /promos/{code}/products)', () => {
    const ends = async (code: string) =>
      (
        await db.query<{ d: string }>(
          "SELECT to_char(ends_on, 'YYYY-MM-DD') AS d FROM promotions WHERE code = $1",
          [code],
        )
      )[0]?.d ?? '';

    it('lists current promotions and the archive apart; one not begun is in neither and has no page', async () => {
      now = NOW;
      const current = await kit.call(promosCalls.pages, {});
      const archive = await kit.call(promosCalls.pages, { state: 'archive' });
      const codes = current.data.items.map((p) => p.code);
      expect(codes).toEqual(['makita-days', 'bita-v-podarok', 'dvoynye-bonusy', 'sadovyy-sezon']);
      expect(archive.data.items.map((p) => p.code)).toEqual([
        'osenniy-remont',
        'den-svarshchika',
        'leto-s-instrumentom',
      ]);
      expect(current.data.otherCount).toBe(3);
      expect(archive.data.items.every((p) => p.ended)).toBe(true);
      expect(current.data.items.every((p) => !p.ended && p.from <= TODAY && p.to >= TODAY)).toBe(true);
      expect(archive.data.breadcrumbs.map((b) => b.title)).toEqual(['Главная', 'Акции', 'Архив']);
      expect(await kit.call(promosCalls.promo, { code: 'zimnyaya-rasprodazha' })).toMatchObject({
        status: 404,
        code: 'promo_not_found',
      });
      const list = await kit.call(promosCalls.list, { state: 'archive', count: 2 });
      expect(list.data.items).toHaveLength(2);
      expect(list.data.pagination).toMatchObject({ total: 3, pageCount: 2 });
    });

    it('moves a promotion to the archive when its last day ends in Moscow (21:00 UTC), not before', async () => {
      const last = await ends('bita-v-podarok');
      const moscowMidnight = Date.parse(`${addDays(last, 1)}T00:00:00+03:00`);
      now = moscowMidnight - 1000;
      expect((await kit.call(promosCalls.pages, {})).data.items.map((p) => p.code)).toContain(
        'bita-v-podarok',
      );
      const before = await kit.call(promosCalls.promo, { code: 'bita-v-podarok' });
      expect(before.data.promo.ended).toBe(false);
      expect(Date.parse(before.data.promo.endsAt) - Date.parse(before.data.promo.now)).toBe(1000);
      now = moscowMidnight;
      expect((await kit.call(promosCalls.pages, {})).data.items.map((p) => p.code)).not.toContain(
        'bita-v-podarok',
      );
      const archived = await kit.call(promosCalls.pages, { state: 'archive' });
      expect(archived.data.items[0]?.code).toBe('bita-v-podarok');
      const after = await kit.call(promosCalls.promo, { code: 'bita-v-podarok' });
      expect(after.data.promo.ended).toBe(true);
      expect(after.data.breadcrumbs.map((b) => b.title)).toContain('Архив');
      now = NOW;
    });

    it('shows a promotion: rules, dates, a countdown from the server’s now, its products with the filter, the ad label', async () => {
      now = NOW;
      const { status, data } = await kit.call(promosCalls.promo, { code: 'makita-days' });
      expect(status).toBe(200);
      const { promo } = data;
      expect(promo.promoRules.length).toBeGreaterThan(2);
      expect(promo.now).toBe(new Date(NOW).toISOString());
      expect(promo.endsAt).toBe(`${addDays(promo.to, 1)}T00:00:00+03:00`);
      expect(promo.dateStart).toBe(`${promo.from}T00:00:00+03:00`);
      expect(promo.commercial).toEqual({
        erid: expect.any(String),
        advertiserName: 'ООО «Макита»',
        advertiserData: expect.any(String),
      });
      const inPromo = await db.query<{ product_id: number }>(
        "SELECT product_id FROM promotion_products pp JOIN promotions pr ON pr.id = pp.promotion_id WHERE pr.code = 'makita-days'",
      );
      expect(data.pagination.total).toBe(inPromo.length);
      expect(promo.total).toBe(inPromo.length);
      expect(data.products.every((p) => p.manufacturer.code === 'makita')).toBe(true);
      // «скидки до 30%»: every product of it is really marked down, by at most 30%.
      for (const p of data.products) {
        expect(p.priceCurrent.showOld).toBe(true);
        expect(1 - p.priceCurrent.current / p.priceCurrent.old).toBeLessThanOrEqual(0.305);
      }
      const twin = await kit.call(promosCalls.promoFilter, { code: 'makita-days', filter: 'price-to-5000' });
      const filtered = await kit.call(promosCalls.promo, { code: 'makita-days', filter: 'price-to-5000' });
      expect(filtered.data.pagination.total).toBe(twin.data.total);
      expect(filtered.data.products.every((p) => p.priceCurrent.current <= 5000)).toBe(true);
      const products = await kit.call(promosCalls.products, { code: 'makita-days', count: 5 });
      expect(products.data.items).toHaveLength(Math.min(5, inPromo.length));
      expect(products.data.pagination.total).toBe(inPromo.length);
      // Its banner is drawn for desktops and phones, at the versioned address the answer gives.
      const api = createApi({ db, clock: { now: () => now } });
      for (const picture of [promo.desktopPicture, promo.mobilePicture]) {
        const drawn = await api.fetch(new Request(`http://api.test${picture}`));
        expect(drawn.status).toBe(200);
        expect(drawn.headers.get('cache-control')).toContain('immutable');
        expect(await drawn.text()).toContain('Дни Makita');
      }
      expect((await api.fetch(new Request('http://api.test/images/promos/net-takoy.svg'))).status).toBe(404);
    });

    it('answers an unknown code with 404 and a malformed one with a clear 400', async () => {
      expect(await kit.call(promosCalls.promo, { code: 'net-takoy-akcii' })).toMatchObject({
        status: 404,
        code: 'promo_not_found',
      });
      expect(await kit.call(promosCalls.products, { code: 'net-takoy-akcii' })).toMatchObject({
        status: 404,
      });
      for (const bad of ['MAKITA', 'a%20b', `${'a'.repeat(101)}`]) {
        const answer = await kit.raw('GET', `/pages/promos/${bad}`);
        expect(answer.status, bad).toBe(400);
        expect(answer.errors?.code).toMatch(/promotion code/);
      }
      expect((await kit.raw('GET', '/pages/promos?state=old')).errors?.state).toBe(
        'Expected state current or archive',
      );
    });
  });

  describe('the promo-code page (/pages/promo-code)', () => {
    it('lists the public codes in force, each of which the basket accepts on a basket meeting its terms', async () => {
      now = NOW;
      const { data } = await kit.call(promosCalls.promoCodePage, {});
      const codes = data.codes.map((c) => c.code);
      expect(codes).toEqual(
        expect.arrayContaining([
          SEEDED_PROMO_CODES.percent,
          SEEDED_PROMO_CODES.firstOrder,
          SEEDED_PROMO_CODES.section,
          SEEDED_PROMO_CODES.brand,
          SEEDED_PROMO_CODES.retailOnly,
        ]),
      );
      expect(codes).not.toContain(SEEDED_PROMO_CODES.expired);
      expect(codes).not.toContain(SEEDED_PROMO_CODES.exhausted);
      const basket = await basketKit(db, () => now);
      const rules = await db.query<{
        code: string;
        section_id: number | null;
        brand_id: number | null;
        min: number;
      }>('SELECT code, section_id, brand_id, min_sum_kopecks::int AS min FROM promo_codes');
      for (const code of data.codes) {
        const rule = rules.find((r) => r.code === code.code);
        const product = basket.buyable.find(
          (p) =>
            (rule?.section_id == null || [p.section_id, p.mid_id, p.top_id].includes(rule.section_id)) &&
            (rule?.brand_id == null || p.brand_id === rule.brand_id) &&
            p.price * 100 >= (rule?.min ?? 0),
        );
        if (!product) throw new Error(`no product for ${code.code}`);
        const token = await basket.guest();
        expect((await basket.add(token, product.id)).status).toBe(200);
        const applied = await basket.setPromo(token, code.code);
        expect(applied.status, `${code.code}: ${JSON.stringify(applied.errors)}`).toBe(200);
        expect(applied.data.appliedPromoCode).toBe(code.code);
      }
    });
  });

  describe('discharged goods (/pages/discharged-goods/, /discharged-goods/, /discharged-goods/send/)', () => {
    it('pages the goods: «показать ещё» adds the next page with no repeats until all are shown', async () => {
      const first = await kit.call(formsCalls.dischargedGoodsPage, {});
      expect(first.status).toBe(200);
      const seen = first.data.items.map((i) => i.id);
      for (let page = 2; page <= first.data.pagination.pageCount; page++) {
        const more = await kit.call(formsCalls.dischargedGoods, { page });
        seen.push(...more.data.items.map((i) => i.id));
      }
      expect(new Set(seen).size).toBe(first.data.pagination.total);
      expect(seen).toHaveLength(first.data.pagination.total);
      for (const item of first.data.items) expect(item.price).toBeLessThan(item.oldPrice);
      expect((await kit.raw('GET', '/discharged-goods/?page=abc')).status).toBe(400);
    });

    const form = {
      name: 'Анна',
      phone: '8 (915) 123-45-67',
      message: 'Отложите, пожалуйста, заеду завтра.',
      agreement: 'Y' as const,
    };

    it('sends a request to the store’s mailbox and records the consent with it', async () => {
      const { data } = await kit.call(formsCalls.dischargedGoodsPage, {});
      const item = data.items[0];
      // As the SDK sends it: the consent a boolean (`true` in the form body).
      const token = await kit.guestToken();
      const answer = await kit.call(
        formsCalls.dischargedGoodsSend,
        { ...form, agreement: true, itemId: item?.id ?? 0 },
        { token },
      );
      expect(answer.status).toBe(200);
      const [mail] = await db.query<{ recipient: string; subject: string; body: string }>(
        'SELECT recipient, subject, body FROM outbox ORDER BY id DESC LIMIT 1',
      );
      expect(mail?.recipient).toBe(STORE_MAILBOX);
      expect(mail?.subject).toContain(item?.title ?? '?');
      expect(mail?.body).toContain('+7 (915) 123-45-67');
      expect(mail?.body).toContain('Отложите');
      const [request] = await db.query<{ consent_at: Date; subject_id: number }>(
        "SELECT consent_at, subject_id FROM form_requests WHERE form = 'discharged-goods' ORDER BY id DESC LIMIT 1",
      );
      expect(request?.subject_id).toBe(item?.id);
      expect(new Date(request?.consent_at ?? 0).getTime()).toBe(now);
    });

    it('refuses bad input in Russian and stores nothing then', async () => {
      const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM form_requests');
      const token = await kit.guestToken();
      const cases: Array<[Record<string, string>, string, RegExp]> = [
        [{ ...form, agreement: 'N' }, 'agreement', /согласие/],
        [{ ...form, agreement: 'false' }, 'agreement', /согласие/],
        [{ ...form, agreement: 'yes please' }, 'agreement', /согласие/],
        [{ name: form.name, phone: form.phone, message: form.message }, 'agreement', /согласие/],
        [{ ...form, phone: '12345' }, 'phone', /10 цифр/],
        [{ ...form, name: '   ' }, 'name', /имя/],
        [{ ...form, message: 'x'.repeat(5000) }, 'message', /Не длиннее 2000/],
        [{ ...form, email: 'not-an-email' }, 'email', /электронной почты/],
        [{ ...form, itemId: '999999' }, 'itemId', /продан/],
        [{ ...form, itemId: '-1' }, 'itemId', /Выберите товар/],
      ];
      for (const [body, field, message] of cases) {
        const answer = await kit.raw('POST', '/discharged-goods/send/', { form: body, token });
        expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(answer.errors?.[field], field).toMatch(message);
      }
      const after = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM form_requests');
      expect(after[0]?.n).toBe(before[0]?.n);
    });

    it('holds the forms’ send limit per phone under 20 concurrent sends, refusing the rest in Russian', async () => {
      const phone = '+7 (916) 000-00-77';
      const answers = await Promise.all(
        Array.from({ length: 20 }, async () =>
          kit.call(formsCalls.dischargedGoodsSend, { ...form, phone }, { token: await kit.guestToken() }),
        ),
      );
      const sent = answers.filter((a) => a.status === 200);
      expect(sent).toHaveLength(6);
      for (const refused of answers.filter((a) => a.status !== 200)) {
        expect(refused.status).toBe(429);
        expect(Object.values(refused.errors ?? {})[0]).toMatch(/много заявок/);
      }
      const [row] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM form_requests WHERE phone = $1',
        [phone],
      );
      expect(row?.n).toBe(6);
    });
  });
});
