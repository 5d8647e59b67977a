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
      // Every error page offers the popular categories (§2.8), up to 8.
      const tiles = await page.locator('.error-page .tiles li').count();
      expect(tiles).toBeGreaterThan(0);
      expect(tiles).toBeLessThanOrEqual(8);
      await expectFits(page, device === 'phone');
      await e2e.shot(page, `503-${device}`);
    });
  }

  it('a code chunk that does not come: one reload, then within the minute the error page, the loading bar red', async () => {
    const page = await e2e.newPage('desktop');
    await page.route('**/assets/brands-page-*.js', (route) => route.abort());
    await gotoHydrated(page, `${e2e.url}/`);
    await markDocument(page);
    const reloaded = page.waitForEvent('load');
    await clientNavigate(page, '/brands/');
    // The first failure reloads the page (its code may have been replaced by a release).
    await reloaded;
    expect(await stillSameDocument(page)).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem('verstak:chunk-reload'))).not.toBeNull();

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
    // The browser's error page reads the popular categories too (§2.8).
    await expect.poll(() => page.locator('.error-page .tiles li').count()).toBeGreaterThan(0);
    // The loading bar shows the failure (§8): red, across the window.
    const bar = page.locator('.loading-bar');
    expect(await bar.getAttribute('class')).toContain('loading-bar--failed');
    // Red at once; across the window once its width has grown (a transition).
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(198, 40, 40)');
    await expect.poll(() => bar.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(1000);
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

  it('desktop: the personal sidebar sticks below the sticky header as the page scrolls; a row on the phone', async () => {
    const page = await e2e.newPage('desktop');
    await e2e.signIn(page, 'shopper', '/personal/orders/');
    await page.setViewportSize({ width: 1280, height: 400 });
    const sidebar = page.getByRole('navigation', { name: 'Разделы кабинета' });
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    // Enough page under it to scroll past the header, whatever the account's orders.
    await page.evaluate(() => {
      document
        .querySelector('.personal__grid')
        ?.append(Object.assign(document.createElement('div'), { style: 'height:2000px' }));
    });
    await scrollSeen(page, 900);
    await expect.poll(() => page.locator('header.header').getAttribute('class')).toContain('header--sticky');
    const header = await page.locator('.header__main').boundingBox();
    const placed = await sidebar.boundingBox();
    const height = placed?.height ?? 0;
    // Below the header while it fits the window, else by its foot (its last link reachable).
    const expected = Math.min((header?.height ?? 0) + 16, 400 - height - 16);
    expect(Math.round(placed?.y ?? -1)).toBe(Math.round(expected));
    await e2e.shot(page, 'personal-sidebar-desktop');
  });

  it('a pointer over a link fetches its page’s code ahead, without running it or applying its styles (§2.10)', async () => {
    const page = await e2e.newPage('desktop');
    await gotoHydrated(page, `${e2e.url}/`);
    const preloaded = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href),
      );
    const stylesheets = await page.evaluate(() => document.styleSheets.length);
    const tile = page.locator('.tiles .tile').first();
    // The prefetch's code comes after hydration: hover until it has asked for the section's code.
    await expect
      .poll(async () => {
        await page.mouse.move(0, 0);
        await tile.hover();
        return (await preloaded()).some((href) => /\/assets\/listing-page-[^/]+\.js$/.test(href));
      })
      .toBe(true);
    expect(await page.evaluate(() => document.styleSheets.length)).toBe(stylesheets);
  });
});
