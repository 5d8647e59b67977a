import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium';
import { type RunningStore, startBuiltStore } from '../support/start-store';

// Enough products that a leaf section still has a second page under two filters.
const PRODUCTS = 20_000;

let store: RunningStore;
let browser: Browser;
let page: Page;

/** The <title> the server renders for a path, read without running any script. */
async function serverTitle(path: string): Promise<string> {
  const html = await (await fetch(`${store.url}${path}`)).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

describe('the storefront in Chromium', () => {
  beforeAll(async () => {
    const executablePath = findChromium();
    store = await startBuiltStore(PRODUCTS);
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('goes home → a section through the mega-menu → two filters → page 2 → a product', async () => {
    await page.goto(`${store.url}/`);
    await expect.poll(() => page.title()).toContain('Верстак');

    await page.getByRole('button', { name: 'Каталог', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Каталог товаров' });
    await menu.getByRole('link', { name: 'Электроинструмент' }).hover();
    await menu.getByRole('link', { name: 'Дрели и шуруповёрты' }).hover();
    await menu.getByRole('link', { name: 'Дрели-шуруповёрты аккумуляторные' }).click();
    const sectionPath =
      '/catalog/elektroinstrument/dreli-i-shurupovyorty/dreli-shurupovyorty-akkumulyatornye/';
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
    const filtered = `${sectionPath}filter/brushless-is-yes/in-case-is-yes/apply/`;
    await page.waitForURL(`**${filtered}`);
    await expect.poll(() => filter.getByText(/выбрано: 2/).count()).toBe(1);
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

    await page.goBack();
    await page.waitForURL(`**${filtered}?page=2`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Дрели-шуруповёрты аккумуляторные');
  });

  it('serves Yaroslavl from its subdomain', async () => {
    const local = await browser.newPage();
    await local.goto(`http://yaroslavl.localhost:${store.port}/`);
    await expect.poll(() => local.locator('.header__city-name').textContent()).toBe('Ярославль');
    await expect.poll(() => local.locator('.header__phone').textContent()).toBe('+7 (485) 267-35-35');
    await local.close();
  });

  it('answers an unknown path with the 404 page and HTTP status 404', async () => {
    const response = await page.goto(`${store.url}/no-such-page/`);
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Такой страницы не существует');
    expect(await page.title()).toBe('Такой страница не существует');
    await expect.poll(() => page.locator('.error-page .tile').count()).toBe(8);
  });
});
