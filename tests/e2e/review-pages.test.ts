import { describe, expect, it } from 'vitest';
import { e2eSuite } from './kit/e2e-suite';
import { expectFits } from './kit/fits-viewport';
import { gotoHydrated } from './kit/hydrated';

// Issue 17: the review pages under /otzyvy/ (§2.1) in Chromium at 390 and 1280 px: each fits without
// sideways scrolling, keeps the bottom navigation on screen, and a shopper narrows the scope, pages
// on, opens one review and votes on it. Screenshots of each page at both widths for a person to look at.

/** Screenshots for a person to look at go to test-results/screenshots/review-pages (kept out of git). */
const e2e = e2eSuite({ name: 'review-pages', products: 400 });

describe('review pages in Chromium', () => {
  it('shows each review page fitting 390 and 1280 px; a shopper narrows by section and brand, pages on and opens a review', async () => {
    for (const phone of [true, false]) {
      const width = phone ? 390 : 1280;
      const page = await e2e.newPage(phone ? 'phone' : 'desktop');
      await gotoHydrated(page, `${e2e.url}/otzyvy/`);
      expect(await page.locator('h1').textContent()).toMatch(/^Отзывы покупателей/);
      await expectFits(page, phone);
      await e2e.shot(page, `root-${width}`);
      // The pagination and the most reviewed products under the list (cards paint when near the screen).
      await page.locator('.pagination').scrollIntoViewIfNeeded();
      await expect.poll(() => page.locator('#most-reviewed ~ .grid .card').count()).toBe(8);
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('#most-reviewed ~ .grid img')]
          .slice(0, 2)
          .every((img) => img.complete && img.naturalWidth > 0),
      );
      await e2e.shot(page, `root-bottom-${width}`);

      // Narrow by a section: a client navigation runs the same loader.
      const sections = page.getByRole('navigation', { name: 'Разделы' });
      const section = sections.getByRole('link').first();
      const sectionName = ((await section.textContent()) ?? '').replace(/\s*\d+$/, '');
      await section.click();
      await page.waitForURL(/\/otzyvy\/[a-z0-9-]+\/$/);
      await expect.poll(() => page.locator('h1').textContent()).toContain(sectionName);
      await expectFits(page, phone);
      await e2e.shot(page, `section-${width}`);

      // A brand, then that brand in a section.
      await gotoHydrated(page, `${e2e.url}/otzyvy/`);
      await page.getByRole('navigation', { name: 'Бренды' }).getByRole('link').first().click();
      await page.waitForURL(/\/otzyvy\/brands\/[a-z0-9-]+\/$/);
      await expect.poll(() => page.locator('.breadcrumbs').textContent()).toContain('Бренды');
      await expect.poll(() => page.locator('.loading-bar--loading').count()).toBe(0);
      await expectFits(page, phone);
      await e2e.shot(page, `brand-${width}`);
      await page.getByRole('navigation', { name: 'Уточнить раздел' }).getByRole('link').first().click();
      await page.waitForURL(/\/otzyvy\/brands\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
      // «Отзывы: {brand}: {section}» once the page has loaded.
      await expect.poll(() => page.locator('h1').textContent()).toMatch(/^Отзывы: [^:]+: /);
      await expectFits(page, phone);
      await e2e.shot(page, `brand-section-${width}`);

      for (const [name, path] of [
        ['brand-tag', '/otzyvy/brands/tag/yaponskie-brendy/'],
        ['tag', '/otzyvy/tag/garantiya-5-let/'],
        ['page-2', '/otzyvy/?page=2'],
      ] as const) {
        const response = await gotoHydrated(page, `${e2e.url}${path}`);
        expect(response?.status(), path).toBe(200);
        await expectFits(page, phone);
        await e2e.shot(page, `${name}-${width}`);
      }

      // One review, from its date on the list; a vote there counts.
      await gotoHydrated(page, `${e2e.url}/otzyvy/`);
      await page.locator('.review .review__head a').first().click();
      await page.waitForURL(/\/otzyvy\/review\/\d+\/$/);
      await expect.poll(() => page.locator('h1').textContent()).toMatch(/^Отзыв о товаре /);
      await expectFits(page, phone);
      await e2e.shot(page, `one-${width}`);
      const like = page.locator('.review .vote').first();
      await like.click();
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
      await page.context().close();
    }
  }, 240_000);

  it("a shopper finds a brand's and a section's reviews from their pages", async () => {
    for (const phone of [true, false]) {
      const width = phone ? 390 : 1280;
      const page = await e2e.newPage(phone ? 'phone' : 'desktop');
      await gotoHydrated(page, `${e2e.url}/brands/makita/`);
      await expectFits(page, phone);
      await e2e.shot(page, `from-brand-${width}`);
      await page.getByRole('link', { name: 'Отзывы покупателей' }).click();
      await page.waitForURL('**/otzyvy/brands/makita/');
      await expect.poll(() => page.locator('h1').textContent()).toMatch(/^Отзывы: Makita/);
      await gotoHydrated(page, `${e2e.url}/catalog/elektroinstrument/`);
      await page.getByRole('link', { name: 'Отзывы покупателей' }).click();
      await page.waitForURL('**/otzyvy/elektroinstrument/');
      await expect.poll(() => page.locator('h1').textContent()).toMatch(/^Отзывы: Электроинструмент/);
      await page.context().close();
    }
  }, 120_000);
});
