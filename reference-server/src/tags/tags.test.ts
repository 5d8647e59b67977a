import { brandsCalls, tagsCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { accountKit } from '../testing/account-kit';
import { seededDatabase } from '../testing/seeded-database';

const NOW = Date.UTC(2026, 10, 26, 12);

describe('catalogue tags and brand tags: pages and the staff edits', () => {
  let db: Db;
  let kit: ReturnType<typeof accountKit>;
  let editor: string;
  let contentManager: string;
  let admin: string;
  let operator: string;
  let shopper: string;

  beforeAll(async () => {
    db = await seededDatabase(800);
    kit = accountKit(db, () => NOW);
    editor = await kit.tokenFor(9001, ['page-tags']);
    contentManager = await kit.tokenFor(9002, ['content-managers']);
    admin = await kit.tokenFor(9003, ['administrators']);
    operator = await kit.tokenFor(9004, ['operator']);
    shopper = await kit.tokenFor(9005, []);
  }, 120_000);
  afterAll(() => db.close());

  it('a seeded catalogue tag page lists its selection in the listing block, with its text, SEO and breadcrumb', async () => {
    const page = await kit.call(tagsCalls.tag, { code: 'instrument-do-5000' });
    expect(page.status).toBe(200);
    expect(page.data.tag.title).toBe('Электроинструмент до 5 000 ₽');
    expect(page.data.tag.text).toContain('дешевле 5 000 ₽');
    expect(page.data.products.length).toBeGreaterThan(0);
    for (const p of page.data.products) expect(p.priceCurrent.current).toBeLessThanOrEqual(5000);
    expect(page.data.meta.canonical).toBe('/tag/instrument-do-5000/');
    expect(page.data.breadcrumbs.map((b) => b.title)).toEqual([
      'Главная',
      'Каталог',
      'Электроинструмент',
      'Электроинструмент до 5 000 ₽',
    ]);
    const filtered = await kit.call(tagsCalls.tag, { code: 'instrument-do-5000', filter: 'price-from-3000' });
    for (const p of filtered.data.products) expect(p.priceCurrent.current).toBeGreaterThanOrEqual(3000);
    expect(filtered.data.pagination.total).toBeLessThan(page.data.pagination.total);
    const twin = await kit.call(tagsCalls.tagFilter, {
      code: 'instrument-do-5000',
      filter: 'price-from-3000',
    });
    expect(twin.data.total).toBe(filtered.data.pagination.total);
    expect((await kit.call(tagsCalls.tag, { code: 'no-such-tag' })).status).toBe(404);
  });

  it('every seeded tag selects products', async () => {
    const list = await kit.call(tagsCalls.list, {}, { token: editor });
    expect(list.status).toBe(200);
    expect(list.data.tags.length).toBeGreaterThanOrEqual(5);
    for (const tag of list.data.tags) expect(tag.productCount, tag.code).toBeGreaterThan(0);
    expect(list.data.brandTags.map((t) => t.code)).toContain('yaponskie-brendy');
  });

  it('page-tags, content-managers and administrators edit; an operator and a shopper get 403, a guest 401', async () => {
    const body = { code: 'akkumulyatornye-makita', title: 'Инструмент Makita', brands: ['makita'] };
    expect((await kit.call(tagsCalls.create, body)).status).toBe(401);
    expect((await kit.call(tagsCalls.create, body, { token: shopper })).status).toBe(403);
    expect((await kit.call(tagsCalls.create, body, { token: operator })).status).toBe(403);
    expect(
      (await kit.call(brandsCalls.createBrandTag, { ...body, brands: ['makita'] }, { token: operator }))
        .status,
    ).toBe(403);
    expect((await kit.call(tagsCalls.show, { code: 'garantiya-5-let' }, { token: shopper })).status).toBe(
      403,
    );

    const created = await kit.call(
      tagsCalls.create,
      { ...body, text: 'Первый абзац.\n\nВторой.' },
      { token: editor },
    );
    expect(created.status).toBe(200);
    expect(created.data.tag).toMatchObject({
      code: body.code,
      brands: ['makita'],
      section: null,
      url: '/tag/akkumulyatornye-makita/',
    });
    expect(created.data.tag.updatedBy).not.toBe('');
    const updated = await kit.call(
      tagsCalls.update,
      { code: body.code, section: '/catalog/elektroinstrument/', filter: 'price-to-20000' },
      { token: contentManager },
    );
    expect(updated.status).toBe(200);
    // The fields not given are kept.
    expect(updated.data.tag).toMatchObject({
      title: 'Инструмент Makita',
      text: 'Первый абзац.\n\nВторой.',
      brands: ['makita'],
    });
    const page = await kit.call(tagsCalls.tag, { code: body.code });
    expect(page.data.products.every((p) => p.priceCurrent.current <= 20000)).toBe(true);
    expect(page.data.products.every((p) => p.manufacturer.code === 'makita')).toBe(true);
    expect((await kit.call(tagsCalls.delete, { code: body.code }, { token: admin })).status).toBe(200);
    expect((await kit.call(tagsCalls.tag, { code: body.code })).status).toBe(404);
    expect((await kit.call(tagsCalls.delete, { code: body.code }, { token: admin })).status).toBe(404);
  });

  it('refuses bad codes, titles, texts and rules with a clear 400, and stores nothing', async () => {
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ code: 'Плохой', title: 'x', brands: ['makita'] }, 'code'],
      [{ code: 'a--b', title: 'x', brands: ['makita'] }, 'code'],
      [{ code: '-ab', title: 'x', brands: ['makita'] }, 'code'],
      [{ code: 'a'.repeat(65), title: 'x', brands: ['makita'] }, 'code'],
      [{ code: 'ok-code', title: '   ', brands: ['makita'] }, 'title'],
      [{ code: 'ok-code', title: 'x'.repeat(121), brands: ['makita'] }, 'title'],
      [{ code: 'ok-code', title: 'x', text: 'a\u0000b', brands: ['makita'] }, 'text'],
      [{ code: 'ok-code', title: 'x', text: 'я'.repeat(20_001), brands: ['makita'] }, 'text'],
      [{ code: 'ok-code', title: 'x' }, 'section'],
      [{ code: 'ok-code', title: 'x', brands: ['no-such-brand'] }, 'brands'],
      [{ code: 'ok-code', title: 'x', section: '/catalog/nowhere/' }, 'section'],
      [{ code: 'ok-code', title: 'x', section: 'javascript:alert(1)' }, 'section'],
      [{ code: 'ok-code', title: 'x', filter: 'colour-is-pink' }, 'filter'],
      [{ code: 'ok-code', title: 'x', filter: 'price-from-99999999' }, 'filter'],
    ];
    for (const [input, field] of bad) {
      const answer = await kit.raw('POST', '/catalog/tags', {
        token: editor,
        form: input as Record<string, string>,
      });
      expect(answer.status, JSON.stringify(input).slice(0, 80)).toBe(400);
      expect(Object.keys(answer.errors ?? {}), JSON.stringify(input).slice(0, 80)).toContain(field);
    }
    const list = await kit.call(tagsCalls.list, {}, { token: editor });
    expect(list.data.tags.map((t) => t.code)).not.toContain('ok-code');
    // A bad update keeps the stored tag as it was.
    const before = await kit.call(tagsCalls.show, { code: 'garantiya-5-let' }, { token: editor });
    expect(
      (
        await kit.call(
          tagsCalls.update,
          { code: 'garantiya-5-let', filter: 'warranty-is-7' },
          { token: editor },
        )
      ).status,
    ).toBe(400);
    const after = await kit.call(tagsCalls.show, { code: 'garantiya-5-let' }, { token: editor });
    expect(after.data.tag).toEqual(before.data.tag);
  });

  it('a taken code is 409, and of 20 concurrent creates of one code exactly one wins', async () => {
    const taken = await kit.call(
      tagsCalls.create,
      { code: 'garantiya-5-let', title: 'Другой', brands: ['bosch'] },
      { token: editor },
    );
    expect(taken.status).toBe(409);
    expect(taken.code).toBe('tag_exists');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        kit.call(
          tagsCalls.create,
          { code: 'gonka', title: `Гонка ${i}`, brands: ['bosch'] },
          { token: editor },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const brandAnswers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        kit.call(
          brandsCalls.createBrandTag,
          { code: 'gonka-brendov', title: `Гонка ${i}`, brands: ['bosch'] },
          { token: editor },
        ),
      ),
    );
    expect(brandAnswers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(brandAnswers.filter((a) => a.status === 409)).toHaveLength(19);
  });

  it('20 concurrent updates of different fields of one tag lose none of them', async () => {
    await kit.call(
      tagsCalls.create,
      { code: 'mnogo-pravok', title: 'Правки', brands: ['makita'] },
      { token: editor },
    );
    await Promise.all([
      kit.call(tagsCalls.update, { code: 'mnogo-pravok', text: 'Текст' }, { token: editor }),
      kit.call(
        tagsCalls.update,
        { code: 'mnogo-pravok', metaTitle: 'Заголовок для поиска' },
        { token: editor },
      ),
      kit.call(tagsCalls.update, { code: 'mnogo-pravok', sort: 7 }, { token: editor }),
    ]);
    const tag = (await kit.call(tagsCalls.show, { code: 'mnogo-pravok' }, { token: editor })).data.tag;
    expect(tag).toMatchObject({ text: 'Текст', metaTitle: 'Заголовок для поиска', sort: 7 });
  });

  it('brand tags: created, shown on their page with their brands, changed and deleted by staff (JSON)', async () => {
    const created = await kit.call(
      brandsCalls.createBrandTag,
      {
        code: 'dlya-dachi',
        title: 'Для дачи',
        text: 'Бренды садовой техники.',
        brands: ['stihl', 'husqvarna'],
      },
      { token: contentManager },
    );
    expect(created.status).toBe(200);
    const page = await kit.call(brandsCalls.brandTag, { code: 'dlya-dachi' });
    expect(page.status).toBe(200);
    expect(page.data.brands.map((b) => b.code).sort()).toEqual(['husqvarna', 'stihl']);
    expect(page.data.products.every((p) => ['stihl', 'husqvarna'].includes(p.manufacturer.code))).toBe(true);
    expect(page.data.meta.canonical).toBe('/brands/tag/dlya-dachi/');
    const changed = await kit.call(
      brandsCalls.updateBrandTag,
      { code: 'dlya-dachi', brands: ['stihl'] },
      { token: editor },
    );
    expect(changed.data.tag).toMatchObject({ title: 'Для дачи', brands: ['stihl'] });
    const again = await kit.call(brandsCalls.brandTag, { code: 'dlya-dachi' });
    expect(again.data.products.every((p) => p.manufacturer.code === 'stihl')).toBe(true);
    expect(
      (await kit.call(brandsCalls.updateBrandTag, { code: 'dlya-dachi', brands: [] }, { token: editor }))
        .status,
    ).toBe(400);
    expect(
      (
        await kit.raw('PATCH', '/brands/tag/dlya-dachi', {
          token: editor,
          json: { brands: 'x'.repeat(5000) },
        })
      ).status,
    ).toBe(400);
    expect(
      (await kit.raw('PATCH', '/brands/tag/dlya-dachi', { token: editor, json: { title: 42 } })).status,
    ).toBe(400);
    expect(
      (await kit.call(brandsCalls.updateBrandTag, { code: 'net-takogo', title: 'x' }, { token: editor }))
        .status,
    ).toBe(404);
    expect(
      (await kit.call(brandsCalls.deleteBrandTag, { code: 'dlya-dachi' }, { token: editor })).status,
    ).toBe(200);
    expect((await kit.call(brandsCalls.brandTag, { code: 'dlya-dachi' })).status).toBe(404);
  });
});
