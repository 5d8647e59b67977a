import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium';
import { repoRoot } from '../support/repo-root';
import { type RunningStore, startBuiltStore } from '../support/start-store';
import { DESKTOP, PHONE } from './devices';
import { measureFit } from './fits-viewport';
import { gotoHydrated } from './hydrated';

// Issue 17: product sub-pages and reviews in Chromium. A shopper writes a review with a photo on a
// phone; a content manager publishes it on a desktop; it shows with its photo and the product's
// rating changes. Screenshots of each sub-page, the modal and the moderation view at 390 and 1280 px.

let store: RunningStore;
let browser: Browser;
/** Screenshots for a person to look at; kept out of git (see .gitignore). */
const SHOTS = join(repoRoot, 'test-results/screenshots/reviews');
const SHOPPER = { login: 'ivan.petrov@example.ru', password: 'verstak2026' };
const MANAGER = { login: 'content@verstak.example.ru', password: 'verstak2026' };

/** No sideways scrolling; on a phone the bottom navigation stays on screen. */
async function expectFits(page: Page, phone: boolean): Promise<void> {
  const fit = await measureFit(page);
  const where = new URL(page.url()).pathname;
  expect(fit.scrollWidth, `scroll width of ${where}`).toBeLessThanOrEqual(fit.innerWidth);
  if (phone)
    expect(fit.bottomNav?.bottom ?? 0, `bottom navigation of ${where}`).toBeLessThanOrEqual(fit.innerHeight);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });

/** Logs in with a password on the login page, which sends back to `r`. */
async function logIn(page: Page, who: { login: string; password: string }): Promise<void> {
  await page.getByRole('button', { name: 'По паролю' }).click();
  await page.getByLabel('Телефон или e-mail').fill(who.login);
  await page.getByLabel('Пароль', { exact: true }).fill(who.password);
  await page.getByRole('form', { name: 'Вход по паролю' }).getByRole('button', { name: 'Войти' }).click();
}

/** A product with no reviews yet, that the seeded shopper has not reviewed. */
async function productWithoutReviews(): Promise<{ id: number; code: string; url: string }> {
  const answer = await fetch(`${store.url}/api/v4/catalog/products?count=100&sort=popular`);
  const body = (await answer.json()) as {
    data: { items: Array<{ id: number; code: string; url: string; rating: { count: { all: number } } }> };
  };
  const found = body.data.items.filter((p) => p.rating.count.all === 0);
  expect(found.length).toBeGreaterThan(3);
  // The shopper's own seeded reviews sit on the first products; take one from the end.
  const product = found[found.length - 1];
  if (!product) throw new Error('No product without reviews');
  return product;
}

describe('product sub-pages and reviews in Chromium', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    store = await startBuiltStore();
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('renders every sub-page on the server with its h1, fitting 390 and 1280 px', async () => {
    const product = await productWithoutReviews();
    for (const [device, phone] of [
      [PHONE, true],
      [DESKTOP, false],
    ] as const) {
      const context = await browser.newContext(device);
      const page = await context.newPage();
      for (const view of ['specification', 'reviews', 'stores', 'documents', 'video']) {
        const html = await (await fetch(`${store.url}${product.url}${view}/`)).text();
        expect(html, view).toMatch(/<h1[^>]*>[^<]+/);
        expect(html, view).toContain(`<link rel="canonical" href="${store.url}${product.url}${view}/">`);
        await gotoHydrated(page, `${store.url}${product.url}${view}/`);
        await expect.poll(() => page.locator('h1').count()).toBe(1);
        await expectFits(page, phone);
        await shot(page, `${view}-${phone ? 390 : 1280}`);
      }
      // The stores view says each shop's hours and a pickup day.
      await gotoHydrated(page, `${store.url}${product.url}stores/`);
      expect(await page.locator('.stores__shop').count()).toBeGreaterThan(0);
      await context.close();
    }
    expect((await fetch(`${store.url}${product.url}nothing/`)).status).toBe(404);
  }, 180_000);

  it('a shopper writes a review with a photo on a phone; a content manager publishes it; it shows and the rating changes', async () => {
    const product = await productWithoutReviews();
    const reviews = `${store.url}${product.url}reviews/`;

    const phone = await browser.newContext(PHONE);
    const page = await phone.newPage();
    await gotoHydrated(page, reviews);
    await page.getByRole('link', { name: 'Войдите, чтобы написать отзыв' }).click();
    await page.waitForURL('**/personal/login/**');
    await logIn(page, SHOPPER);
    await page.waitForURL(`**${product.url}reviews/`);
    await page.getByRole('button', { name: 'Написать отзыв' }).click();
    const dialog = page.getByRole('dialog', { name: 'Отзыв о товаре' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByText('4 — Хорошо').click({ force: true });
    await dialog.getByLabel('Достоинства').fill('Лёгкий, удобная рукоятка');
    await dialog.getByLabel('Недостатки').fill('Шнур коротковат для стремянки');
    await dialog.getByLabel('Комментарий').fill('Пользуюсь месяц, <b>доволен</b>: справляется со всем.');
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#d72' } })
      .jpeg()
      .toBuffer();
    await dialog
      .getByLabel(/^Фото:/)
      .setInputFiles({ name: 'drill.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect.poll(() => dialog.locator('.review__photos img').count(), { timeout: 15_000 }).toBe(1);
    await dialog.getByLabel(/Согласен на обработку/).check();
    await expectFits(page, true);
    await shot(page, 'review-modal-390');
    await dialog.getByRole('button', { name: 'Отправить отзыв' }).click();
    await expect
      .poll(() => dialog.getByText('Отзыв отправлен на модерацию').count(), { timeout: 15_000 })
      .toBe(1);
    await dialog.getByRole('button', { name: 'Готово' }).click();
    // Waiting: shown to its author only, not counted.
    expect(await page.getByText('Ваш отзыв на модерации').count()).toBe(1);
    const guestHtml = await (await fetch(reviews)).text();
    expect(guestHtml).not.toContain('Шнур коротковат для стремянки');
    expect(guestHtml).toContain('Отзывов пока нет');
    await phone.close();

    const desktop = await browser.newContext(DESKTOP);
    const admin = await desktop.newPage();
    await gotoHydrated(
      admin,
      `${store.url}/personal/login/?r=${encodeURIComponent(`${product.url}reviews/`)}`,
    );
    await logIn(admin, MANAGER);
    await admin.waitForURL(`**${product.url}reviews/`);
    await admin.getByRole('button', { name: 'Модерация отзывов' }).click();
    const panel = admin.getByRole('dialog', { name: 'Модерация отзывов' });
    const item = panel.locator('.moderation__item', { hasText: 'Шнур коротковат для стремянки' });
    await expect.poll(() => item.count(), { timeout: 15_000 }).toBe(1);
    await expectFits(admin, false);
    await shot(admin, 'moderation-1280');
    await item.getByRole('button', { name: 'Опубликовать' }).click();
    await expect.poll(() => item.count(), { timeout: 15_000 }).toBe(0);
    await panel.getByRole('button', { name: 'Закрыть' }).click();
    await admin.waitForLoadState('load');
    await desktop.close();

    // Published: shown with its photo, the text escaped, and the product's card counts it.
    const shown = await browser.newContext(DESKTOP);
    const view = await shown.newPage();
    await gotoHydrated(view, reviews);
    const review = view.locator('.review', { hasText: 'Шнур коротковат для стремянки' });
    expect(await review.count()).toBe(1);
    expect(await review.locator('.review__photos img').count()).toBe(1);
    expect(await review.locator('.review__text').textContent()).toContain('<b>доволен</b>');
    expect(await view.locator('.rating-summary__value').textContent()).toContain('4,0');
    await shot(view, 'reviews-published-1280');
    const card = await fetch(`${store.url}/api/v4/pages/catalog/product/${product.code}`);
    const data = (await card.json()) as {
      data: { product: { rating: { current: number; count: { all: number } } } };
    };
    expect(data.data.product.rating).toMatchObject({ current: 4, count: { all: 1 } });
    await shown.close();
  }, 180_000);

  it('moderation at 390 px fits the phone', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const product = await productWithoutReviews();
    await gotoHydrated(
      page,
      `${store.url}/personal/login/?r=${encodeURIComponent(`${product.url}reviews/`)}`,
    );
    await logIn(page, MANAGER);
    await page.waitForURL(`**${product.url}reviews/`);
    await page.getByRole('button', { name: 'Модерация отзывов' }).click();
    const panel = page.getByRole('dialog', { name: 'Модерация отзывов' });
    // This product has none waiting; the whole queue is one tick away.
    await expect.poll(() => panel.getByText('Здесь пусто.').count(), { timeout: 15_000 }).toBe(1);
    await panel.getByLabel('Только этот товар').uncheck();
    await expect
      .poll(() => panel.locator('.moderation__item').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expectFits(page, true);
    await shot(page, 'moderation-390');
    await context.close();
  }, 120_000);

  it('the write-a-review modal at 1280 px is 632 px wide and fits', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const product = await productWithoutReviews();
    await gotoHydrated(
      page,
      `${store.url}/personal/login/?r=${encodeURIComponent(`${product.url}reviews/`)}`,
    );
    await logIn(page, SHOPPER);
    await page.waitForURL(`**${product.url}reviews/`);
    await page.getByRole('button', { name: 'Написать отзыв' }).click();
    const dialog = page.getByRole('dialog', { name: 'Отзыв о товаре' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect((await dialog.boundingBox())?.width).toBe(632);
    await expectFits(page, false);
    await shot(page, 'review-modal-1280');
    await context.close();
  }, 120_000);
});
