import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from './kit/e2e-suite';
import { expectSound, pageProblems } from './kit/expect-sound';
import { gotoHydrated, waitHydrated } from './kit/hydrated';

// Issue 17, brands and tags: a shopper opens a brand from home on a phone, filters it, opens one of
// its sections; the brands page on a desktop; a tag editor changes a catalogue tag and a brand tag on
// their pages, and a shopper sees no editor there.

const e2e = e2eSuite({ name: 'brands' });

/** The listing's count in its heading: «Makita 123 товара» → 123. */
async function headingCount(page: Page): Promise<number> {
  return Number(((await page.locator('h1 .muted').textContent()) ?? '').replace(/\D/g, ''));
}

async function phoneJourney(): Promise<void> {
  const page = await e2e.newPage('phone');
  const errors = pageProblems(page);
  await gotoHydrated(page, `${e2e.url}/`);
  const tile = page.locator('section[aria-labelledby="brands"] a').first();
  const href = (await tile.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/brands\/[a-z0-9-]+\/$/);
  await tile.click();
  await page.waitForURL(`**${href}`);
  await expect.poll(() => page.locator('h1').count()).toBe(1);
  expect(await page.locator('.listing-intro__logo').isVisible()).toBe(true);
  expect(await page.locator('.listing-intro__text p').count()).toBeGreaterThan(0);
  await expect.poll(() => page.locator('article.card').count()).toBeGreaterThan(0);
  const all = await headingCount(page);
  await expectSound(page, true);

  // Filter: the sheet behind «Фильтры», a price ceiling, «Показать».
  await page.getByRole('button', { name: /Фильтры/ }).click();
  const to = page.getByLabel('Цена до');
  const min = Number(
    (await page.getByLabel('Цена от').getAttribute('placeholder'))?.replace(/\D/g, '') || '0',
  );
  const max = Number((await to.getAttribute('placeholder'))?.replace(/\D/g, '') || '0');
  await to.fill(String(Math.round((min + max) / 2)));
  await page.getByRole('button', { name: 'Показать' }).click();
  await page.waitForURL(/\/filter\/price-to-\d+\/apply\/$/);
  await expect.poll(() => headingCount(page)).toBeLessThan(all);
  await expectSound(page, true);

  // A section of the brand from the links under the heading.
  await page.goto(`${e2e.url}${href}`);
  await waitHydrated(page);
  const chip = page.locator('ul.chips a').first();
  const sectionHref = (await chip.getAttribute('href')) ?? '';
  expect(sectionHref.startsWith(href)).toBe(true);
  await chip.click();
  await page.waitForURL(`**${sectionHref}`);
  await expect.poll(() => page.locator('article.card').count()).toBeGreaterThan(0);
  const crumbs = await page.locator('nav[aria-label] a').allTextContents();
  expect(crumbs.join(' ')).toContain('Бренды');
  await expectSound(page, true);
  expect(errors).toEqual([]);
}

async function brandsPageOnDesktop(): Promise<void> {
  const page = await e2e.newPage('desktop');
  const errors = pageProblems(page);
  const response = await gotoHydrated(page, `${e2e.url}/brands/`);
  expect(response?.status()).toBe(200);
  expect(await page.locator('h1').textContent()).toBe('Бренды');
  expect(await page.getByRole('heading', { name: 'A–Z' }).count()).toBe(1);
  expect(await page.getByRole('heading', { name: 'А–Я' }).count()).toBe(1);
  await expectSound(page, false);
  // Every brand on the page opens (no 404), and so does every brand tag.
  const links = await page
    .locator('.brand-index__brand, nav[aria-label="Подборки брендов"] a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(links.length).toBeGreaterThan(20);
  for (const link of links) {
    const answer = await fetch(`${e2e.url}${link}`);
    expect(answer.status, link).toBe(200);
  }
  await page.locator('.brand-index__brand').first().click();
  await page.waitForURL(/\/brands\/[a-z0-9-]+\/$/);
  expect(errors).toEqual([]);
}

async function staffEditsTags(): Promise<void> {
  // A shopper sees no editor, and its code is not loaded for them.
  const guestPage = await e2e.newPage('desktop');
  const scripts: string[] = [];
  guestPage.on('request', (r) => scripts.push(r.url()));
  await gotoHydrated(guestPage, `${e2e.url}/tag/garantiya-5-let/`);
  expect(await guestPage.locator('h1').textContent()).toContain('С гарантией 5 лет');
  expect(await guestPage.getByRole('button', { name: 'Редактировать тег' }).count()).toBe(0);
  expect(scripts.filter((u) => u.includes('tag-editor'))).toEqual([]);
  await guestPage.context().close();

  const page = await e2e.newPage('desktop');
  const errors = pageProblems(page);
  await e2e.signIn(page, 'tagEditor');

  await gotoHydrated(page, `${e2e.url}/tag/garantiya-5-let/`);
  await page.getByRole('button', { name: 'Редактировать тег' }).click();
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.getByLabel('Условия фильтра').inputValue()).toBe('warranty-is-60');
  await expectSound(page, false, true);
  // A bad condition is refused with the field named; nothing is stored.
  await dialog.getByLabel('Условия фильтра').fill('warranty-is-7');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect.poll(() => dialog.locator('.field--invalid').count()).toBeGreaterThan(0);
  await dialog.getByLabel('Условия фильтра').fill('warranty-is-60');
  await dialog.getByLabel('Заголовок').fill('Гарантия 5 лет на инструмент');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect
    .poll(() => page.locator('h1').textContent(), { timeout: 15_000 })
    .toContain('Гарантия 5 лет на инструмент');

  // A brand tag's text on its page.
  await gotoHydrated(page, `${e2e.url}/brands/tag/yaponskie-brendy/`);
  await page.getByRole('button', { name: 'Редактировать тег' }).click();
  await page
    .getByRole('dialog')
    .getByLabel('Текст')
    .fill('Японские производители инструмента.\n\nВторой абзац.');
  await page.getByRole('dialog').getByRole('button', { name: 'Сохранить' }).click();
  await expect
    .poll(() => page.locator('.listing-intro__text p').allTextContents(), { timeout: 15_000 })
    .toEqual(['Японские производители инструмента.', 'Второй абзац.']);
  await expectSound(page, false);
  expect(errors).toEqual([]);
}

describe('brands and tags in Chromium', () => {
  it(
    'a shopper on a 390 px phone: a brand from home, its filter, one of its sections',
    () => phoneJourney(),
    120_000,
  );
  it(
    'the brands page on a 1280 px desktop: letters, every brand and brand tag opens',
    () => brandsPageOnDesktop(),
    120_000,
  );
  it(
    'a tag editor changes a catalogue tag and a brand tag on their pages; a shopper sees no editor',
    () => staffEditsTags(),
    120_000,
  );
});
