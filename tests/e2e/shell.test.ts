import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from './kit/e2e-suite';
import { expectFits } from './kit/fits-viewport';
import { gotoHydrated } from './kit/hydrated';

// The shell that heals itself (issue 19): the error pages in the browser, a code chunk that does not
// come (one reload a minute, then the error page), the loading bar's failure, the sticky header.
const e2e = e2eSuite({ name: 'shell' });

/** Goes to `path` as the store's links do: without a reload (the router's own event). */
const clientNavigate = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new Event('verstak:navigated'));
  }, path);

/** Marks the current document: the mark is gone once the page has reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { marked: boolean }).marked = true;
  });
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);

/** Sums the page's layout shifts (Chromium's entries, without input) into `window.cls` from its start. */
const watchLayoutShift = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { cls: number };
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!shift.hadRecentInput) w.cls += shift.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
/** The layout shift seen after two more frames have been painted. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { cls: number }).cls)),
        ),
      ),
  );

/**
 * Scrolls to `y` and lets the header's throttled handler (16 ms) see it: a scroll event two frames
 * later, past the throttle, at the same place.
 */
const scrollSeen = (page: Page, y: number) =>
  page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.scrollTo(0, top);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            window.dispatchEvent(new Event('scroll'));
            resolve();
          }),
        );
      }),
    y,
  );

describe('the shell in Chromium', () => {
  for (const device of ['phone', 'desktop'] as const) {
    it(`shows the 404 and 503 pages whole on the ${device}`, async () => {
      const page = await e2e.newPage(device);
      const missing = await gotoHydrated(page, `${e2e.url}/no/such/page/`);
      expect(missing?.status()).toBe(404);
      expect(await page.title()).toBe('Такой страницы не существует');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Такой страницы не существует');
      expect(await page.locator('.error-page .tiles li').count()).toBeLessThanOrEqual(8);
      await expectFits(page, device === 'phone');
      await e2e.shot(page, `404-${device}`);

      const down = await gotoHydrated(page, `${e2e.url}/503/`);
      expect(down?.status()).toBe(503);
      expect(await page.title()).toBe('503');
      expect(await page.locator('.error-page__status').textContent()).toBe(
        'Ошибка 503: Сайт временно недоступен',
      );
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'На странице произошла ошибка',
      );
      await expectFits(page, device === 'phone');
      await e2e.shot(page, `503-${device}`);
    });
  }

  it('a code chunk that does not come: one reload, then within the minute the error page, the loading bar red', async () => {
    const page = await e2e.newPage('desktop');
    await page.route('**/assets/brands-page-*.js', (route) => route.abort());
    await gotoHydrated(page, `${e2e.url}/`);
    await markDocument(page);
    await clientNavigate(page, '/brands/');
    // The first failure reloads the page (its code may have been replaced by a release).
    await page.waitForFunction(() => sessionStorage.getItem('verstak:chunk-reload') !== null);
    await expect.poll(() => stillSameDocument(page).catch(() => false)).toBe(false);

    // Within the minute the same failure does not reload again: the error page with its status.
    await gotoHydrated(page, `${e2e.url}/`);
    await markDocument(page);
    await clientNavigate(page, '/brands/');
    await expect
      .poll(() => page.locator('.error-page__status').textContent())
      .toBe('Ошибка 503: Сайт временно недоступен');
    expect(await stillSameDocument(page)).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('На странице произошла ошибка');
    expect(await page.title()).toBe('503');
    // The loading bar shows the failure (§8): red, across the window.
    const bar = page.locator('.loading-bar');
    expect(await bar.getAttribute('class')).toContain('loading-bar--failed');
    const look = await bar.evaluate((el) => {
      const style = getComputedStyle(el);
      return { color: style.backgroundColor, width: el.getBoundingClientRect().width };
    });
    expect(look.color).toBe('rgb(198, 40, 40)');
    expect(look.width).toBeGreaterThan(1000);
    await e2e.shot(page, 'chunk-failed-desktop');

    // The next navigation that works takes the bar back and shows its page.
    await clientNavigate(page, '/catalog/');
    await expect.poll(() => bar.getAttribute('class')).toContain('loading-bar--idle');
    await expect.poll(() => page.locator('.error-page').count()).toBe(0);
  });

  it('when the error page’s own code does not come either: the fallback with a link home', async () => {
    const page = await e2e.newPage('phone');
    await page.route(/\/assets\/(brands-page|error-page)-[^/]*\.js$/, (route) => route.abort());
    await gotoHydrated(page, `${e2e.url}/`);
    await page.evaluate(() => sessionStorage.setItem('verstak:chunk-reload', String(Date.now())));
    await clientNavigate(page, '/brands/');
    const fallback = page
      .getByRole('alert')
      .filter({ hasText: 'An error occurred while showing the error page' });
    await expect.poll(() => fallback.count()).toBe(1);
    expect(await fallback.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/');
  });

  it('desktop: the header sticks past 94 px, nothing below it moves, its catalogue menu opens while it sticks', async () => {
    const page = await e2e.newPage('desktop');
    await watchLayoutShift(page);
    await gotoHydrated(page, `${e2e.url}/catalog/`);
    const header = page.locator('header.header');
    const h1Top = () =>
      page.evaluate(() => (document.querySelector('h1')?.getBoundingClientRect().top ?? 0) + window.scrollY);
    const before = await h1Top();
    await scrollSeen(page, 94);
    expect(await header.getAttribute('class')).not.toContain('header--sticky');
    const shiftBefore = await layoutShift(page);
    await scrollSeen(page, 95);
    await expect.poll(() => header.getAttribute('class')).toContain('header--sticky');
    expect(await h1Top()).toBe(before);
    expect(await layoutShift(page)).toBe(shiftBefore);
    const main = await page.locator('.header__main').boundingBox();
    expect(main?.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('button', { name: 'Каталог', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Каталог товаров' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    const box = await menu.boundingBox();
    expect(box && box.y >= 0 && box.y < 200).toBe(true);
    await e2e.shot(page, 'sticky-header-desktop');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute('class')).not.toContain('header--sticky');
  });

  it('phone: the header sticks past 68 px unless the catalogue menu is open, which gives the scroll back on close', async () => {
    const page = await e2e.newPage('phone');
    await watchLayoutShift(page);
    await gotoHydrated(page, `${e2e.url}/catalog/`);
    const header = page.locator('header.header');
    await scrollSeen(page, 68);
    expect(await header.getAttribute('class')).not.toContain('header--sticky');
    const shiftBefore = await layoutShift(page);
    await scrollSeen(page, 300);
    await expect.poll(() => header.getAttribute('class')).toContain('header--sticky');
    expect(await layoutShift(page)).toBe(shiftBefore);
    expect((await header.boundingBox())?.y).toBe(0);
    await expectFits(page, true);
    await e2e.shot(page, 'sticky-header-phone');

    const nav = page.getByRole('navigation', { name: 'Навигация' });
    await nav.getByRole('button', { name: 'Каталог' }).click();
    const menu = page.getByRole('navigation', { name: 'Каталог (мобильный)' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await e2e.shot(page, 'catalogue-menu-phone');
    await nav.getByRole('button', { name: 'Каталог' }).click();
    await expect.poll(() => menu.count()).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
  });
});
