import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from './kit/e2e-suite';
import { expectSound, pageProblems } from './kit/expect-sound';
import { gotoHydrated, waitHydrated } from './kit/hydrated';

// Issue 18, the shops: a shopper on a phone finds the nearest shop by their position, opens the map
// and a shop from its marker; on a desktop the list, the map and a shop's page; at checkout the
// address field suggests the city, then its streets, by keyboard.

const e2e = e2eSuite({ name: 'shops' });

/** A product the warehouse has, so a courier can bring it (tests/e2e/commerce.test.ts). */
const COURIER_PRODUCT = '/product/passatizhi-stanley-0-83-980-9/';
/** Calls on a busy machine. */
const CALLS = { timeout: 10_000 };

/** The three shops pages in turn, each sound and pictured; the map's first marker opens its shop. */
async function browseShops(page: Page, device: 'phone' | 'desktop'): Promise<void> {
  const phone = device === 'phone';
  await gotoHydrated(page, `${e2e.url}/shops/`);
  expect(await page.locator('h1').textContent()).toBe('Магазины в Москве');
  expect(await page.locator('.shop-entry').count()).toBe(3);
  await expectSound(page, phone);
  await e2e.shot(page, `shops-${device}`);

  await page.getByRole('link', { name: 'На карте' }).click();
  await page.waitForURL('**/shops/map/');
  await expect.poll(() => page.locator('h1').textContent()).toBe('Магазины в Москве на карте');
  expect(await page.locator('.plan__marker').count()).toBe(3);
  await expectSound(page, phone);
  await e2e.shot(page, `shops-map-${device}`);

  const marker = page.locator('.plan__marker').first();
  const href = (await marker.getAttribute('href')) ?? '';
  await marker.click();
  await page.waitForURL(`**${href}`);
  await waitHydrated(page);
  await expect.poll(() => page.locator('h1').textContent()).toBe('Верстак на Черкизовской');
  expect(await page.getByRole('heading', { name: 'Как добраться' }).count()).toBe(1);
  await expectSound(page, phone);
  await e2e.shot(page, `shop-${device}`);
}

describe('the shops in Chromium', () => {
  it('a shopper on a 390 px phone finds the nearest shop, then the map and a shop from its marker', async () => {
    const page = await e2e.newPage('phone');
    const problems = pageProblems(page);
    // Near the Kaluzhskaya metro station, south-west Moscow: Profsoyuznaya is the nearest.
    await page.context().grantPermissions(['geolocation'], { origin: e2e.url });
    await page.context().setGeolocation({ latitude: 55.6568, longitude: 37.5403 });
    await gotoHydrated(page, `${e2e.url}/shops/`);
    await page.getByRole('button', { name: 'Найти ближайший магазин' }).click();
    const result = page.locator('.nearest__result');
    await expect
      .poll(() => result.textContent(), CALLS)
      .toContain('Ближайший магазин — Верстак на Профсоюзной');
    expect(await result.textContent()).toMatch(/\d,\d км от вас по прямой/);
    await expectSound(page, true);
    await e2e.shot(page, 'shops-nearest-phone');
    await browseShops(page, 'phone');
    expect(problems).toEqual([]);
  }, 120_000);

  it('the list, the map and a shop on a 1280 px desktop', async () => {
    const page = await e2e.newPage('desktop');
    const problems = pageProblems(page);
    await browseShops(page, 'desktop');
    // A shop of another city from the list's «other cities».
    await gotoHydrated(page, `${e2e.url}/shops/`);
    await page.getByRole('region', { name: 'Кинешма' }).getByRole('link').first().click();
    await page.waitForURL(/\/shops\/kineshma-/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Верстак в Кинешме');
    expect(await page.locator('.week-hours').textContent()).toContain('Всвыходной');
    await expectSound(page, false);
    expect(problems).toEqual([]);
  }, 120_000);

  it('the checkout address suggests the city, then its streets, with the keyboard', async () => {
    const page = await e2e.newPage('desktop');
    const problems = pageProblems(page);
    await gotoHydrated(page, `${e2e.url}${COURIER_PRODUCT}`);
    const buy = page.locator('.buy');
    await buy.getByRole('button', { name: 'В корзину' }).click();
    await expect.poll(() => buy.getByRole('link', { name: 'В корзине' }).count(), CALLS).toBe(1);
    await gotoHydrated(page, `${e2e.url}/personal/order/make/`);
    const address = page.getByRole('combobox', { name: 'Адрес доставки' });
    await address.fill('');
    await address.pressSequentially('Яросл');
    const options = page.getByRole('listbox', { name: 'Подсказки адреса' }).getByRole('option');
    await expect.poll(() => options.allTextContents(), CALLS).toEqual(['Ярославль Ярославская область']);
    await address.press('ArrowDown');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    await address.press('Enter');
    expect(await address.inputValue()).toBe('Ярославль, ');
    await expect.poll(() => options.count(), CALLS).toBeGreaterThan(3);
    await address.pressSequentially('побе');
    await expect.poll(() => options.allTextContents(), CALLS).toEqual(['ул. Победы Ярославль']);
    await e2e.shot(page, 'checkout-address-suggestions-desktop');
    await address.press('ArrowDown');
    await address.press('Enter');
    expect(await address.inputValue()).toBe('Ярославль, ул. Победы, ');
    // Enter took the suggestion and sent nothing: still the checkout.
    expect(new URL(page.url()).pathname).toBe('/personal/order/make/');
    await address.pressSequentially('37');
    await address.press('Escape');
    expect(await page.getByRole('listbox', { name: 'Подсказки адреса' }).isVisible()).toBe(false);
    await expectSound(page, false);
    expect(problems).toEqual([]);
  }, 120_000);
});
