import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from './kit/e2e-suite';
import { expectSound, pageProblems } from './kit/expect-sound';
import { gotoHydrated, waitHydrated } from './kit/hydrated';

// Issue 17, search: a shopper on a phone searches with a typo, sees results and opens a product; on a
// desktop the instant search is driven with the keyboard. A picture of each screen is kept in
// test-results/screenshots/search (or $SCREENSHOTS/search).

const e2e = e2eSuite({ name: 'search' });

/** The header's search box. */
const box = (page: Page) => page.locator('.header .search__input');

async function phoneJourney(): Promise<void> {
  const page = await e2e.newPage('phone');
  const errors = pageProblems(page);
  await gotoHydrated(page, `${e2e.url}/`);
  // A typo: «перфаратор» finds the perforators, and the page says what it understood.
  await box(page).fill('перфаратор');
  await box(page).press('Enter');
  await page.waitForURL(/\/search\/\?q=/);
  await waitHydrated(page);
  await expect.poll(() => page.locator('h1').innerText()).toContain('перфаратор');
  expect(await page.locator('.search-understood').innerText()).toContain('«перфоратор»');
  // textContent: cards below the fold are not rendered yet (content-visibility), so they have no innerText.
  const titles = await page.locator('article.card .card__title').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toMatch(/перфоратор/i);
  // A phone shows the back link of the breadcrumbs (§2.5); the trail is in the markup.
  expect(await page.locator('.breadcrumbs').textContent()).toContain('Результаты поиска');
  await expectSound(page, true);
  await e2e.shot(page, 'search-results-390');

  // Nothing found: «ничего не найдено» with what to try.
  // What to try are the queries shoppers asked and found: the «перфаратор» above, as understood. The
  // store writes its counts in batches every few seconds (search answers write nothing), so the page is
  // asked again until it is there.
  const nothing = `${e2e.url}/search/?q=${encodeURIComponent('ккккззззщщщ')}`;
  await expect
    .poll(
      async () => {
        await gotoHydrated(page, nothing);
        return page.locator('.search-empty__try .chips a').allInnerTexts();
      },
      { timeout: 20_000, interval: 1_000 },
    )
    .toContain('перфоратор');
  expect(await page.locator('h1').innerText()).toBe('Ничего не найдено');
  expect(await page.locator('.search-empty__lead').innerText()).toContain('ккккззззщщщ');
  await expectSound(page, true);
  await e2e.shot(page, 'search-empty-390');

  // Back to the results, open a product.
  await gotoHydrated(page, `${e2e.url}/search/?q=${encodeURIComponent('перфаратор')}`);
  const first = page.locator('article.card').first();
  const title = (await first.locator('.card__title').innerText()).trim();
  await first.locator('.card__title a, a.card__title').first().click();
  await page.waitForURL(/\/product\//);
  await expect.poll(() => page.locator('h1').innerText()).toBe(title);

  // The instant search on a phone: typing shows suggestions that fit the screen.
  await box(page).click();
  await box(page).fill('дре');
  await expect
    .poll(() => page.locator('.instant [role="option"]').count(), { timeout: 10_000 })
    .toBeGreaterThan(1);
  await expectSound(page, true);
  await e2e.shot(page, 'search-suggestions-390');
  expect(errors).toEqual([]);
}

async function desktopJourney(): Promise<void> {
  const page = await e2e.newPage('desktop');
  const errors = pageProblems(page);
  await gotoHydrated(page, `${e2e.url}/`);
  const input = box(page);
  await input.click();
  // The wrong layout while typing: «lhtkm» is «дрель».
  await input.pressSequentially('lhtkm', { delay: 20 });
  const options = page.locator('.instant [role="option"]');
  await expect.poll(() => options.count(), { timeout: 10_000 }).toBeGreaterThan(2);
  expect(await input.getAttribute('role')).toBe('combobox');
  expect(await input.getAttribute('aria-expanded')).toBe('true');
  const listId = (await input.getAttribute('aria-controls')) ?? '';
  expect(await page.locator(`[id="${listId}"]`).getAttribute('role')).toBe('listbox');
  await expect
    .poll(() => page.locator('.instant__option--products .instant__price').count())
    .toBeGreaterThan(0);
  expect(await page.locator('.instant__option--products img').count()).toBeGreaterThan(0);
  // The answer for the whole word replaces those for «l», «lh»… as they come.
  const labels = () => page.locator('.instant__option--products .instant__label').allTextContents();
  await expect
    .poll(async () => (await labels()).length > 0 && (await labels()).every((t) => /дрел/i.test(t)))
    .toBe(true);
  await e2e.shot(page, 'search-suggestions-1280');

  // ↓ moves through the options (aria-activedescendant follows), Esc closes, Enter opens the chosen one.
  await input.press('ArrowDown');
  const firstId = await input.getAttribute('aria-activedescendant');
  expect(firstId).toBeTruthy();
  expect(await page.locator(`[id="${firstId}"]`).getAttribute('aria-selected')).toBe('true');
  await input.press('ArrowDown');
  expect(await input.getAttribute('aria-activedescendant')).not.toBe(firstId);
  await input.press('ArrowUp');
  expect(await input.getAttribute('aria-activedescendant')).toBe(firstId);
  await input.press('Escape');
  expect(await input.getAttribute('aria-expanded')).toBe('false');
  await input.press('ArrowDown');
  expect(await input.getAttribute('aria-expanded')).toBe('true');
  // The last option is «Все результаты»; ↑ from the first wraps to it.
  await input.press('ArrowUp');
  const last = page.locator(`[id="${await input.getAttribute('aria-activedescendant')}"]`);
  expect(await last.innerText()).toContain('Все результаты');
  await input.press('Enter');
  await page.waitForURL(/\/search\/\?q=lhtkm/);
  await expect.poll(() => page.locator('.search-understood').innerText()).toContain('«дрель»');

  // A submit is tracked only for a non-empty query (§5); the query is remembered in this browser.
  const searches = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<{ event?: string; query?: string }> }).dataLayer ?? [])
        .filter((e) => e.event === 'search')
        .map((e) => e.query),
    );
  await expect.poll(searches, { timeout: 10_000 }).toEqual(['lhtkm']);
  await input.fill('   ');
  await input.press('Enter');
  expect(new URL(page.url()).search).toBe('?q=lhtkm');
  expect(await searches()).toEqual(['lhtkm']);
  // An empty box shows the recent queries.
  await input.fill('');
  await input.focus();
  await expect.poll(() => page.locator('.instant__option--recent').allInnerTexts()).toContain('lhtkm');
  await page.keyboard.press('Escape');

  // The results on a desktop, with the brand and sections the query names above the products.
  await gotoHydrated(page, `${e2e.url}/search/?q=${encodeURIComponent('дрель макита')}`);
  expect(await page.locator('.search-named').innerText()).toContain('Бренд Makita');
  await expectSound(page, false);
  await e2e.shot(page, 'search-results-1280');
  await gotoHydrated(page, `${e2e.url}/search/?q=${encodeURIComponent('ккккззззщщщ')}`);
  await expectSound(page, false);
  await e2e.shot(page, 'search-empty-1280');
  // A query naming a brand goes straight to it.
  const brand = await page.request.get(`${e2e.url}/search/?q=${encodeURIComponent('макита')}`, {
    maxRedirects: 0,
  });
  expect(brand.status()).toBe(302);
  expect(brand.headers().location).toBe('/brands/makita/');
  expect(errors).toEqual([]);
}

describe('search (issue 17)', () => {
  it(
    'on a 390 px phone: a typo, the results, nothing found, a product, suggestions',
    () => phoneJourney(),
    120_000,
  );
  it(
    'on a 1280 px desktop: the instant search with the keyboard, then the results',
    () => desktopJourney(),
    120_000,
  );
});
