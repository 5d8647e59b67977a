import { describe, expect, it } from 'vitest';
import { e2eSuite } from './kit/e2e-suite';
import { expectSound, pageProblems } from './kit/expect-sound';
import { gotoHydrated, reloadHydrated } from './kit/hydrated';

// Issue 18's store pages in Chromium: the static pages and the sitemap fit a 390 px phone and a
// 1280 px desktop; a closed header banner goes at once and stays gone after a reload; the «Реклама»
// label opens to the advertiser and copies the erid; a content manager edits a page.

const e2e = e2eSuite({ name: 'content-pages', products: 600 });

const PAGES = [
  '/about/',
  '/customer/',
  '/customer/delivery/',
  '/customer/oplata/',
  '/customer/garantiya/',
  '/customer/politika-konfidentsialnosti/',
  '/customer/polzovatelskoe-soglashenie/',
  '/customer/bonus/',
  '/corporate/',
  '/service/',
  '/about/reviews-of-works/',
  '/sitemap/',
];

describe('the store’s own pages in Chromium', () => {
  for (const device of ['phone', 'desktop'] as const) {
    it(`every page has its h1 and fits a ${device}`, async () => {
      const page = await e2e.newPage(device);
      const problems = pageProblems(page);
      for (const path of PAGES) {
        await gotoHydrated(page, `${e2e.url}${path}`);
        expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
        await expectSound(page, device === 'phone');
        await e2e.shot(page, `${device}${path.replaceAll('/', '_')}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('a closed header banner goes without a reload and stays closed after one', async () => {
    const page = await e2e.newPage('phone');
    const problems = pageProblems(page);
    await gotoHydrated(page, `${e2e.url}/`);
    const banner = page.locator('.header-banner', { hasText: 'Бесплатная доставка' });
    await expect.poll(() => banner.count()).toBe(1);
    await e2e.shot(page, 'phone_banner');
    let loads = 0;
    page.on('load', () => loads++);
    await banner.getByRole('button', { name: 'Закрыть' }).tap();
    await expect.poll(() => banner.count()).toBe(0);
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'closedHeaderBanners')?.value)
      .toBe('1');
    expect(loads).toBe(0);
    await reloadHydrated(page);
    expect(await banner.count()).toBe(0);
    await gotoHydrated(page, `${e2e.url}/catalog/`);
    expect(await banner.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('the «Реклама» label opens to the advertiser and copies the erid', async () => {
    const page = await e2e.newPage('desktop');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.url });
    await gotoHydrated(page, `${e2e.url}/`);
    const label = page.locator('.slide__ad');
    await label.getByText('Реклама', { exact: true }).click();
    await expect.poll(() => label.getByText('Рекламодатель: ООО «Макита»').isVisible()).toBe(true);
    await label.getByRole('button', { name: 'Скопировать токен' }).click();
    await expect.poll(() => label.getByRole('button', { name: 'Токен скопирован' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('2VtzqxMakita1');
    await e2e.shot(page, 'desktop_ad-label');
    // Opening the label is not a click on the ad: the page stays.
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('a content manager edits a page; a shopper sees no editor', async () => {
    const page = await e2e.newPage('desktop');
    await gotoHydrated(page, `${e2e.url}/service/`);
    expect(await page.getByRole('button', { name: 'Редактировать страницу' }).count()).toBe(0);
    await e2e.signIn(page, 'contentManager');
    await gotoHydrated(page, `${e2e.url}/service/`);
    await page.getByRole('button', { name: 'Редактировать страницу' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByLabel('Текст')
      .fill('## Приём\n\nПривезите инструмент в [магазин](/shops/).\n\n<b>не тег</b>');
    await e2e.shot(page, 'desktop_editor');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL('**/service/');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Приём' }).count()).toBe(1);
    expect(await page.getByText('<b>не тег</b>').count()).toBe(1);
    expect(
      await page.locator('main').getByRole('link', { name: 'магазин', exact: true }).getAttribute('href'),
    ).toBe('/shops/');
  });
});
