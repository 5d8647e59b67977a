import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from './kit/accounts';
import { e2eSuite } from './kit/e2e-suite';
import { expectFits } from './kit/fits-viewport';
import { gotoHydrated } from './kit/hydrated';
import { fillPasswordLogin } from './kit/sign-in';

// Issue 17: product sub-pages and reviews in Chromium. A shopper writes a review with a photo on a
// phone; a content manager publishes it on a desktop; it shows with its photo and the product's
// rating changes. Screenshots of each sub-page, the modal and the moderation view at 390 and 1280 px.

/** Screenshots for a person to look at go to test-results/screenshots/reviews (kept out of git). */
const e2e = e2eSuite({ name: 'reviews' });

/** A product with no reviews yet, that the seeded shopper has not reviewed. */
async function productWithoutReviews(): Promise<{ id: number; code: string; url: string }> {
  const answer = await fetch(`${e2e.url}/api/v4/catalog/products?count=100&sort=popular`);
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
  it('renders every sub-page on the server with its h1, fitting 390 and 1280 px', async () => {
    const product = await productWithoutReviews();
    for (const phone of [true, false]) {
      const page = await e2e.newPage(phone ? 'phone' : 'desktop');
      for (const view of ['specification', 'reviews', 'stores', 'documents', 'video']) {
        const html = await (await fetch(`${e2e.url}${product.url}${view}/`)).text();
        expect(html, view).toMatch(/<h1[^>]*>[^<]+/);
        expect(html, view).toContain(`<link rel="canonical" href="${e2e.url}${product.url}${view}/">`);
        await gotoHydrated(page, `${e2e.url}${product.url}${view}/`);
        await expect.poll(() => page.locator('h1').count()).toBe(1);
        await expectFits(page, phone);
        await e2e.shot(page, `${view}-${phone ? 390 : 1280}`);
      }
      // The stores view says each shop's hours and a pickup day.
      await gotoHydrated(page, `${e2e.url}${product.url}stores/`);
      expect(await page.locator('.stores__shop').count()).toBeGreaterThan(0);
      await page.context().close();
    }
    expect((await fetch(`${e2e.url}${product.url}nothing/`)).status).toBe(404);
  }, 180_000);

  it('a shopper writes a review with a photo on a phone; a content manager publishes it; it shows and the rating changes', async () => {
    const product = await productWithoutReviews();
    const reviews = `${e2e.url}${product.url}reviews/`;

    const page = await e2e.newPage('phone');
    await gotoHydrated(page, reviews);
    await page.getByRole('link', { name: 'Войдите, чтобы написать отзыв' }).click();
    await page.waitForURL('**/personal/login/**');
    await fillPasswordLogin(page, ACCOUNTS.shopper);
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
    await dialog.getByLabel(/Даю согласие на обработку/).check();
    await expectFits(page, true);
    await e2e.shot(page, 'review-modal-390');
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
    await page.context().close();

    const admin = await e2e.newPage('desktop');
    await e2e.signIn(admin, 'contentManager', `${product.url}reviews/`);
    await admin.getByRole('button', { name: 'Модерация отзывов' }).click();
    const panel = admin.getByRole('dialog', { name: 'Модерация отзывов' });
    const item = panel.locator('.moderation__item', { hasText: 'Шнур коротковат для стремянки' });
    await expect.poll(() => item.count(), { timeout: 15_000 }).toBe(1);
    await expectFits(admin, false);
    await e2e.shot(admin, 'moderation-1280');
    await item.getByRole('button', { name: 'Опубликовать' }).click();
    await expect.poll(() => item.count(), { timeout: 15_000 }).toBe(0);
    await panel.getByRole('button', { name: 'Закрыть' }).click();
    await admin.waitForLoadState('load');
    await admin.context().close();

    // Published: shown with its photo, the text escaped, and the product's card counts it.
    const view = await e2e.newPage('desktop');
    await gotoHydrated(view, reviews);
    const review = view.locator('.review', { hasText: 'Шнур коротковат для стремянки' });
    expect(await review.count()).toBe(1);
    expect(await review.locator('.review__photos img').count()).toBe(1);
    expect(await review.locator('.review__text').textContent()).toContain('<b>доволен</b>');
    expect(await view.locator('.rating-summary__value').textContent()).toContain('4,0');
    await e2e.shot(view, 'reviews-published-1280');
    const card = await fetch(`${e2e.url}/api/v4/pages/catalog/product/${product.code}`);
    const data = (await card.json()) as {
      data: { product: { rating: { current: number; count: { all: number } } } };
    };
    expect(data.data.product.rating).toMatchObject({ current: 4, count: { all: 1 } });
  }, 180_000);

  it('moderation at 390 px fits the phone', async () => {
    const page = await e2e.newPage('phone');
    const product = await productWithoutReviews();
    await e2e.signIn(page, 'contentManager', `${product.url}reviews/`);
    await page.getByRole('button', { name: 'Модерация отзывов' }).click();
    const panel = page.getByRole('dialog', { name: 'Модерация отзывов' });
    // This product has none waiting; the whole queue is one tick away.
    await expect.poll(() => panel.getByText('Здесь пусто.').count(), { timeout: 15_000 }).toBe(1);
    await panel.getByLabel('Только этот товар').uncheck();
    await expect
      .poll(() => panel.locator('.moderation__item').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expectFits(page, true);
    await e2e.shot(page, 'moderation-390');
  }, 120_000);

  it('the write-a-review modal at 1280 px is 632 px wide and fits', async () => {
    const page = await e2e.newPage('desktop');
    const product = await productWithoutReviews();
    await e2e.signIn(page, 'shopper', `${product.url}reviews/`);
    await page.getByRole('button', { name: 'Написать отзыв' }).click();
    const dialog = page.getByRole('dialog', { name: 'Отзыв о товаре' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect((await dialog.boundingBox())?.width).toBe(632);
    await expectFits(page, false);
    await e2e.shot(page, 'review-modal-1280');
  }, 120_000);
});
