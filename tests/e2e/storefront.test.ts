import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './kit/axe-violations';
import { e2eSuite } from './kit/e2e-suite';
import { expectFits } from './kit/fits-viewport';
import { gotoHydrated } from './kit/hydrated';

// Enough products that a leaf section still has a second page under two filters.
const e2e = e2eSuite({ name: 'storefront', products: 20_000 });

const SECTION_PATH = '/catalog/elektroinstrument/dreli-i-shurupovyorty/dreli-shurupovyorty-akkumulyatornye/';
const FILTERED_PATH = `${SECTION_PATH}filter/brushless-is-yes/in-case-is-yes/apply/`;
/**
 * A 1280 px desktop page, or a phone's (390×844 as the issue measured it, touch, laid out for a mobile
 * viewport) `width` px wide, under the store's CSP as a shopper's browser enforces it (the axe audit
 * alone bypasses it).
 */
function shopperPage(device: 'phone' | 'desktop', width?: number): Promise<Page> {
  return e2e.newPage(device, { bypassCSP: false, ...(width === undefined ? {} : { width }) });
}

/** The page ends above the fixed bottom navigation: its last line is not hidden under it. */
async function expectEndAboveBottomNav(phone: Page): Promise<void> {
  await phone.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const hidden = await phone.evaluate(() => {
    const last = document.querySelector('.footer__copyright')?.getBoundingClientRect();
    const nav = document.querySelector('.bottom-nav')?.getBoundingClientRect();
    return last && nav ? last.bottom > nav.top : true;
  });
  expect(hidden).toBe(false);
}

/** The path of the first product of the section, read from its server-rendered page. */
async function firstProductPath(): Promise<string> {
  const html = await (await fetch(`${e2e.url}${SECTION_PATH}`)).text();
  const path = /class="card__title"><a href="([^"]+)"/.exec(html)?.[1];
  if (!path) throw new Error('The section page lists no product');
  return path;
}

/** The <title> the server renders for a path, read without running any script. */
async function serverTitle(path: string): Promise<string> {
  const html = await (await fetch(`${e2e.url}${path}`)).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

describe('the storefront in Chromium', () => {
  it('goes home → a section through the mega-menu → two filters → page 2 → a product', async () => {
    const page = await shopperPage('desktop');
    await gotoHydrated(page, `${e2e.url}/`);
    await expect.poll(() => page.title()).toContain('Верстак');
    await expectFits(page, false);
    // The popular categories come out in even rows: none alone on the last.
    const tops = await page
      .locator('.tiles li')
      .evaluateAll((tiles) => tiles.map((t) => t.getBoundingClientRect().top));
    expect(tops.length).toBeGreaterThan(1);
    expect(tops.filter((top) => top === tops.at(-1)).length).toBeGreaterThan(1);

    await page.getByRole('button', { name: 'Каталог', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Каталог товаров' });
    await menu.getByRole('link', { name: 'Электроинструмент' }).hover();
    await menu.getByRole('link', { name: 'Дрели и шуруповёрты' }).hover();
    // A menu of links, not of bullets: no list in it shows a marker.
    const markers = await menu
      .locator('ul')
      .evaluateAll((lists) => lists.filter((ul) => getComputedStyle(ul).listStyleType !== 'none').length);
    expect(markers).toBe(0);
    await menu.getByRole('link', { name: 'Дрели-шуруповёрты аккумуляторные' }).click();
    const sectionPath = SECTION_PATH;
    await page.waitForURL(`**${sectionPath}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Дрели-шуруповёрты аккумуляторные');
    await expect(menu.count()).resolves.toBe(0);

    const filter = page.getByRole('form', { name: 'Фильтр' });
    await filter
      .getByRole('group', { name: 'Бесщёточный двигатель' })
      .getByRole('checkbox', { name: /Да/ })
      .check();
    await filter.getByRole('group', { name: 'В кейсе' }).getByRole('checkbox', { name: /Да/ }).check();
    await filter.getByRole('button', { name: 'Показать' }).click();
    const filtered = FILTERED_PATH;
    await page.waitForURL(`**${filtered}`);
    await expect.poll(() => filter.getByText(/выбрано: 2/).count()).toBe(1);
    await expectFits(page, false);
    // Wide screens keep the side panel: no «Фильтры» button, the form is on the page.
    expect(await page.getByRole('button', { name: /^Фильтры/ }).isVisible()).toBe(false);
    expect(await serverTitle(filtered)).toContain('Дрели-шуруповёрты аккумуляторные — купить в Москве');

    await page
      .getByRole('navigation', { name: 'Страницы' })
      .getByRole('link', { name: 'Страница 2' })
      .click();
    await page.waitForURL(`**${filtered}?page=2`);
    await expect.poll(() => page.locator('[aria-current="page"]', { hasText: '2' }).count()).toBe(1);

    const first = page.locator('.card__title a').first();
    const productTitle = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL('**/product/**');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(productTitle);
    const productPath = new URL(page.url()).pathname;
    expect(await serverTitle(productPath)).toContain(productTitle.replace(/"/g, '&#34;'));
    await expectFits(page, false);

    await page.goBack();
    await page.waitForURL(`**${filtered}?page=2`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Дрели-шуруповёрты аккумуляторные');
  });

  it('a client navigation preloads its page’s chunks together and applies the page’s stylesheet', async () => {
    const fresh = await shopperPage('desktop');
    const fetched: string[] = [];
    fresh.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await gotoHydrated(fresh, `${e2e.url}/`);
    const entry = await fresh.locator('script[data-entry]').getAttribute('data-entry');
    const list = `${entry?.replace(/\.js$/, '')}.deps.json`;
    // The list of what each lazy chunk imports comes with the first lazy import, right after hydration.
    await expect.poll(() => fetched.includes(list)).toBe(true);
    const dependencies = (await (await fetch(`${e2e.url}${list}`)).json()) as Record<string, string[]>;
    const [cartPage, cartImports = []] =
      Object.entries(dependencies).find(([file]) => /\/personal-cart-page-[\w-]+\.js$/.test(file)) ?? [];
    expect(cartPage).toBeDefined();
    expect(cartImports.length).toBeGreaterThan(1);

    await fresh
      .getByRole('banner')
      .getByRole('link', { name: /Корзина/ })
      .click();
    await fresh.waitForURL('**/personal/cart/');
    await expect.poll(() => fresh.getByRole('heading', { level: 1 }).textContent()).toBe('Корзина');
    // Each chunk the cart page imports was asked for beside it, not once the page's code had run.
    const preloaded = await fresh.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    for (const file of cartImports) expect(preloaded).toContain(`/${file}`);
    // The cart's stylesheet (not inlined on the home page) is in and applied.
    const sheet = await fresh.evaluate(
      () =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((link) =>
          /\/commerce-[\w-]+\.css$/.test(link.href),
        )?.sheet?.cssRules.length ?? 0,
    );
    expect(sheet).toBeGreaterThan(0);
  });

  it('serves Yaroslavl from its subdomain', async () => {
    const local = await shopperPage('desktop');
    await gotoHydrated(local, `http://yaroslavl.localhost:${e2e.store.port}/`);
    await expect.poll(() => local.locator('.header__city-name').textContent()).toBe('Ярославль');
    await expect.poll(() => local.locator('.header__phone').textContent()).toBe('+7 (485) 267-35-35');
  });

  it('answers an unknown path with the 404 page and HTTP status 404', async () => {
    const page = await shopperPage('desktop');
    const response = await gotoHydrated(page, `${e2e.url}/no-such-page/`);
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Такой страницы не существует');
    expect(await page.title()).toBe('Такой страницы не существует');
    await expect.poll(() => page.locator('.error-page .tile').count()).toBe(8);
  });

  it('on a 390 px phone: home → the catalogue of the bottom bar → a section → «Фильтры» → a product', async () => {
    const phone = await shopperPage('phone');
    await gotoHydrated(phone, `${e2e.url}/`);
    await expect.poll(() => phone.title()).toContain('Верстак');
    await expectFits(phone, true);
    // Products come early: the first card starts within the first screen and a half, not after the banners.
    const firstCard = await phone.locator('.card').first().boundingBox();
    expect(firstCard?.y).toBeLessThan(844 * 1.5);

    const bottomNav = phone.getByRole('navigation', { name: 'Навигация' });
    await bottomNav.getByRole('button', { name: 'Каталог' }).tap();
    const mobileCatalog = phone.getByRole('navigation', { name: 'Каталог (мобильный)' });
    await mobileCatalog.getByText('Электроинструмент', { exact: true }).tap();
    await mobileCatalog.getByRole('link', { name: 'Дрели и шуруповёрты' }).tap();
    await phone.waitForURL('**/catalog/elektroinstrument/dreli-i-shurupovyorty/');
    await expectFits(phone, true);
    await phone.getByRole('link', { name: 'Дрели-шуруповёрты аккумуляторные' }).tap();
    await phone.waitForURL(`**${SECTION_PATH}`);
    await expect
      .poll(() => phone.getByRole('heading', { level: 1 }).textContent())
      .toContain('Дрели-шуруповёрты аккумуляторные');
    await expectFits(phone, true);

    // The filter is not stacked above the products: it waits behind «Фильтры».
    expect(await phone.getByRole('form', { name: 'Фильтр' }).isVisible()).toBe(false);
    await phone.getByRole('button', { name: /^Фильтры/ }).tap();
    const sheet = phone.getByRole('dialog', { name: 'Фильтры' });
    await sheet
      .getByRole('group', { name: 'Бесщёточный двигатель' })
      .getByRole('checkbox', { name: /Да/ })
      .check();
    await sheet.getByRole('group', { name: 'В кейсе' }).getByRole('checkbox', { name: /Да/ }).check();
    const show = sheet.getByRole('button', { name: 'Показать' });
    // «Показать» is on screen and nothing (the bottom navigation) lies on top of it.
    const onTop = await show.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      return y < window.innerHeight && button.contains(document.elementFromPoint(x, y));
    });
    expect(onTop).toBe(true);
    const heading = phone.getByRole('heading', { level: 1 });
    const unfiltered = await heading.textContent();
    await show.tap();
    await phone.waitForURL(`**${FILTERED_PATH}`);
    // The filtered page has arrived once its product count changes.
    await expect.poll(() => heading.textContent()).not.toBe(unfiltered);
    await expect.poll(() => sheet.count()).toBe(0);
    await expect
      .poll(() => phone.getByRole('button', { name: /^Фильтры/ }).textContent())
      .toMatch(/выбрано: 2/);
    await expectFits(phone, true);

    await expectEndAboveBottomNav(phone);

    const first = phone.locator('.card__title a').first();
    const productTitle = (await first.textContent()) ?? '';
    await first.tap();
    await phone.waitForURL('**/product/**');
    await expect.poll(() => phone.getByRole('heading', { level: 1 }).textContent()).toBe(productTitle);
    await expectFits(phone, true);
    // The tabs scroll sideways inside their own strip instead of being clipped or widening the page.
    const tabs = await phone.getByRole('navigation', { name: 'Разделы товара' }).evaluate((nav) => ({
      overflowX: getComputedStyle(nav).overflowX,
      right: nav.getBoundingClientRect().right,
    }));
    expect(tabs.overflowX).toBe('auto');
    expect(tabs.right).toBeLessThanOrEqual(390);

    // The sticky product bar (§2.2, §4.8): past the buy block it sticks; when a scroll up brings the
    // sticky header back, the bar sits below it and its buttons are not covered.
    const bar = phone.getByTestId('product-bar');
    await phone.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => bar.getAttribute('class')).toContain('product-bar--sticky');
    await phone.evaluate(() => window.scrollBy(0, -40));
    await expect
      .poll(() => phone.evaluate(() => document.body.classList.contains('main-bar-hidden')))
      .toBe(false);
    const uncovered = () =>
      bar.getByRole('button', { name: /^В сравнени/ }).evaluate((button) => {
        const box = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      });
    await expect.poll(uncovered).toBe(true);
  });

  it('on a phone the filter sheet locks the page, and closes on a downward drag and on Escape (§2.9)', async () => {
    const phone = await shopperPage('phone');
    await gotoHydrated(phone, `${e2e.url}${SECTION_PATH}`);
    await expect.poll(() => phone.locator('.card').count()).toBeGreaterThan(0);
    await phone.evaluate(() => window.scrollTo(0, 400));
    const open = phone.getByRole('button', { name: /^Фильтры/ });
    const sheet = phone.getByRole('dialog', { name: 'Фильтры' });
    const handle = phone.getByTestId('sheet-handle');

    /** Drags the sheet's head down by `distance` px with the pointer and lets go. */
    const drag = async (distance: number) => {
      const box = await handle.boundingBox();
      if (!box) throw new Error('The sheet has no head to drag');
      const x = box.x + box.width / 3;
      const y = box.y + box.height / 2;
      await phone.mouse.move(x, y);
      await phone.mouse.down();
      for (let step = 1; step <= 5; step++) await phone.mouse.move(x, y + (distance * step) / 5);
      await phone.mouse.up();
    };

    // A click that does not scroll the button into view first: the page stays at 400.
    await open.dispatchEvent('click');
    await expect.poll(() => sheet.isVisible()).toBe(true);
    // Scroll lock: the page is pinned where it was and the wheel does not move it (the lock comes with
    // the sheet's modality chunk, usually loaded while the browser was idle).
    await expect.poll(() => phone.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');
    const lockedAt = await phone.evaluate(() => -document.body.getBoundingClientRect().top);
    expect(lockedAt).toBe(400);
    await phone.mouse.wheel(0, 600);
    expect(await phone.evaluate(() => -document.body.getBoundingClientRect().top)).toBe(lockedAt);

    await drag(30);
    expect(await sheet.isVisible()).toBe(true);
    await drag(120);
    await expect.poll(() => sheet.count()).toBe(0);
    // Closing gives the page back where it was.
    await expect.poll(() => phone.evaluate(() => window.scrollY)).toBe(lockedAt);
    expect(await phone.evaluate(() => getComputedStyle(document.body).position)).toBe('static');

    await open.tap();
    await expect.poll(() => sheet.isVisible()).toBe(true);
    await phone.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);

    await open.tap();
    await sheet.getByRole('button', { name: 'Закрыть' }).tap();
    await expect.poll(() => sheet.count()).toBe(0);
    // The sheet's chunk came through a dynamic import that lists the page's stylesheet among its
    // dependencies; the page has it inline already, so it is neither fetched nor applied a second time.
    const styles = await phone.evaluate(() => ({
      fetched: performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.endsWith('.css')),
      applied: [...document.styleSheets].filter((sheet) => !sheet.disabled).length,
      inline: document.querySelectorAll('style[data-href]').length,
    }));
    expect(styles.fetched).toEqual([]);
    expect(styles.applied).toBe(styles.inline);
  });

  it('lists the new arrivals at 1280 px and on a 390 px phone, the filter behind «Фильтры»', async () => {
    const page = await shopperPage('desktop');
    await gotoHydrated(page, `${e2e.url}/catalog/new/`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/^Новинки \d+ товар/);
    await expectFits(page, false);
    expect(await page.getByRole('form', { name: 'Фильтр' }).isVisible()).toBe(true);
    expect(await serverTitle('/catalog/new/')).toContain('Новинки — купить в Москве');

    const phone = await shopperPage('phone');
    await gotoHydrated(phone, `${e2e.url}/catalog/new/`);
    const heading = phone.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toMatch(/^Новинки/);
    await expectFits(phone, true);
    expect(await phone.getByRole('form', { name: 'Фильтр' }).isVisible()).toBe(false);
    await phone.getByRole('button', { name: /^Фильтры/ }).tap();
    const sheet = phone.getByRole('dialog', { name: 'Фильтры' });
    await sheet.getByRole('group', { name: 'Производитель' }).getByRole('checkbox').first().check();
    const unfiltered = await heading.textContent();
    await sheet.getByRole('button', { name: 'Показать' }).tap();
    await phone.waitForURL(/\/catalog\/new\/filter\/brand-is-[a-z0-9-]+\/apply\/$/);
    await expect.poll(() => heading.textContent()).not.toBe(unfiltered);
    await expectFits(phone, true);
    await expectEndAboveBottomNav(phone);
  });

  it('no main page scrolls sideways at 320 px or 568 px', async () => {
    const product = await firstProductPath();
    const paths = ['/', '/catalog/', SECTION_PATH, FILTERED_PATH, product, '/no-such-page/'];
    for (const width of [320, 568]) {
      const phone = await shopperPage('phone', width);
      for (const path of paths) {
        await gotoHydrated(phone, `${e2e.url}${path}`);
        await phone.waitForLoadState('load');
        await expectFits(phone, true);
      }
      await phone.context().close();
    }
  });

  // A dozen audited page loads in one test: longer than the suite’s minute on a busy machine.
  it(
    'has no WCAG 2.2 AA or best-practice violations (axe) on the main pages, phone and desktop',
    { timeout: 180_000 },
    async () => {
      const product = await firstProductPath();
      for (const phone of [true, false]) {
        // The store's CSP rightly refuses the injected axe script; the audit bypasses it, nothing else does.
        const tab = await e2e.newPage(phone ? 'phone' : 'desktop', { bypassCSP: true });
        for (const path of ['/', '/catalog/', FILTERED_PATH, '/catalog/new/', product, '/no-such-page/']) {
          await gotoHydrated(tab, `${e2e.url}${path}`);
          await tab.waitForLoadState('load');
          expect(await axeViolations(tab), `${path} at ${phone ? 'phone' : 'desktop'} width`).toEqual([]);
        }
        if (phone) {
          await gotoHydrated(tab, `${e2e.url}${SECTION_PATH}`);
          await tab.getByRole('button', { name: /^Фильтры/ }).tap();
          await expect.poll(() => tab.getByRole('dialog', { name: 'Фильтры' }).isVisible()).toBe(true);
          expect(await axeViolations(tab), 'the open filter sheet').toEqual([]);
          // The page behind the sheet is inert while it is open (§2.9), and live again once it closes.
          const behind = () =>
            tab
              .locator('article.card')
              .first()
              .evaluate((el) => el.closest('[inert]') !== null);
          expect(await behind()).toBe(true);
          await tab.getByRole('dialog', { name: 'Фильтры' }).getByRole('button', { name: 'Закрыть' }).tap();
          await expect.poll(behind).toBe(false);
        }
        await tab.context().close();
      }
    },
  );
});
