import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium';
import { repoRoot } from '../support/repo-root';
import { type RunningStore, startBuiltStore } from '../support/start-store';
import { DESKTOP, PHONE } from './devices';
import { measureFit } from './fits-viewport';
import { gotoHydrated } from './hydrated';

// Issue 17: the review pages under /otzyvy/ (§2.1) in Chromium at 390 and 1280 px: each fits without
// sideways scrolling, keeps the bottom navigation on screen, and a shopper narrows the scope, pages
// on, opens one review and votes on it. Screenshots of each page at both widths for a person to look at.

let store: RunningStore;
let browser: Browser;
/** Screenshots for a person to look at; kept out of git (see .gitignore). */
const SHOTS = join(repoRoot, 'test-results/screenshots/review-pages');

async function expectFits(page: Page, phone: boolean): Promise<void> {
  const fit = await measureFit(page);
  const where = new URL(page.url()).pathname;
  expect(fit.scrollWidth, `scroll width of ${where}`).toBeLessThanOrEqual(fit.innerWidth);
  if (phone)
    expect(fit.bottomNav?.bottom ?? 0, `bottom navigation of ${where}`).toBeLessThanOrEqual(fit.innerHeight);
}

describe('review pages in Chromium', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    store = await startBuiltStore(400);
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('shows each review page fitting 390 and 1280 px; a shopper narrows by section and brand, pages on and opens a review', async () => {
    for (const [device, phone] of [
      [PHONE, true],
      [DESKTOP, false],
    ] as const) {
      const width = phone ? 390 : 1280;
      const context = await browser.newContext(device);
      const page = await context.newPage();
      await gotoHydrated(page, `${store.url}/otzyvy/`);
      expect(await page.locator('h1').textContent()).toMatch(/^Отзывы покупателей/);
      await expectFits(page, phone);
      await page.screenshot({ path: join(SHOTS, `root-${width}.png`), fullPage: false });
      // The pagination and the most reviewed products under the list (cards paint when near the screen).
      await page.locator('.pagination').scrollIntoViewIfNeeded();
      await expect.poll(() => page.locator('#most-reviewed ~ .grid .card').count()).toBe(8);
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('#most-reviewed ~ .grid img')]
          .slice(0, 2)
          .every((img) => img.complete && img.naturalWidth > 0),
      );
      await page.screenshot({ path: join(SHOTS, `root-bottom-${width}.png`), fullPage: false });

      // Narrow by a section: a client navigation runs the same loader.
      const sections = page.getByRole('navigation', { name: 'Разделы' });
      const section = sections.getByRole('link').first();
      const sectionName = ((await section.textContent()) ?? '').replace(/\s*\d+$/, '');
      await section.click();
      await page.waitForURL(/\/otzyvy\/[a-z0-9-]+\/$/);
      await expect.poll(() => page.locator('h1').textContent()).toContain(sectionName);
      await expectFits(page, phone);
      await page.screenshot({ path: join(SHOTS, `section-${width}.png`), fullPage: false });

      // A brand, then that brand in a section.
      await gotoHydrated(page, `${store.url}/otzyvy/`);
      await page.getByRole('navigation', { name: 'Бренды' }).getByRole('link').first().click();
      await page.waitForURL(/\/otzyvy\/brands\/[a-z0-9-]+\/$/);
      await expect.poll(() => page.locator('.breadcrumbs').textContent()).toContain('Бренды');
      await expect.poll(() => page.locator('.loading-bar--loading').count()).toBe(0);
      await expectFits(page, phone);
      await page.screenshot({ path: join(SHOTS, `brand-${width}.png`), fullPage: false });
      await page.getByRole('navigation', { name: 'Уточнить раздел' }).getByRole('link').first().click();
      await page.waitForURL(/\/otzyvy\/brands\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
      // «Отзывы: {brand}: {section}» once the page has loaded.
      await expect.poll(() => page.locator('h1').textContent()).toMatch(/^Отзывы: [^:]+: /);
      await expectFits(page, phone);
      await page.screenshot({ path: join(SHOTS, `brand-section-${width}.png`), fullPage: false });

      for (const [name, path] of [
        ['brand-tag', '/otzyvy/brands/tag/yaponskie-brendy/'],
        ['tag', '/otzyvy/tag/garantiya-5-let/'],
        ['page-2', '/otzyvy/?page=2'],
      ] as const) {
        const response = await gotoHydrated(page, `${store.url}${path}`);
        expect(response?.status(), path).toBe(200);
        await expectFits(page, phone);
        await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: false });
      }

      // One review, from its date on the list; a vote there counts.
      await gotoHydrated(page, `${store.url}/otzyvy/`);
      await page.locator('.review .review__head a').first().click();
      await page.waitForURL(/\/otzyvy\/review\/\d+\/$/);
      await expect.poll(() => page.locator('h1').textContent()).toMatch(/^Отзыв о товаре /);
      await expectFits(page, phone);
      await page.screenshot({ path: join(SHOTS, `one-${width}.png`), fullPage: false });
      const like = page.locator('.review .vote').first();
      await like.click();
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
      await context.close();
    }
  }, 240_000);

  it("a shopper finds a brand's and a section's reviews from their pages", async () => {
    for (const [device, phone] of [
      [PHONE, true],
      [DESKTOP, false],
    ] as const) {
      const width = phone ? 390 : 1280;
      const context = await browser.newContext(device);
      const page = await context.newPage();
      await gotoHydrated(page, `${store.url}/brands/makita/`);
      await expectFits(page, phone);
      await page.screenshot({ path: join(SHOTS, `from-brand-${width}.png`), fullPage: false });
      await page.getByRole('link', { name: 'Отзывы покупателей' }).click();
      await page.waitForURL('**/otzyvy/brands/makita/');
      await expect.poll(() => page.locator('h1').textContent()).toMatch(/^Отзывы: Makita/);
      await gotoHydrated(page, `${store.url}/catalog/elektroinstrument/`);
      await page.getByRole('link', { name: 'Отзывы покупателей' }).click();
      await page.waitForURL('**/otzyvy/elektroinstrument/');
      await expect.poll(() => page.locator('h1').textContent()).toMatch(/^Отзывы: Электроинструмент/);
      await context.close();
    }
  }, 120_000);
});
