import type { Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium';
import { type RunningStore, startBuiltStore } from '../support/start-store';
import { DESKTOP } from './kit/devices';
import { type Device, e2eSuite } from './kit/e2e-suite';
import { expectSound, pageProblems } from './kit/expect-sound';
import { gotoHydrated, reloadHydrated, waitHydrated } from './kit/hydrated';

// Issue 19, the city (§4.3, §2.9): an unconfirmed visitor is asked «Ваш город — Москва» once the page
// has loaded; «Нет, другой» opens select-city, the search finds Ярославль, and the store shows
// Yaroslavl's page at the same address, confirmed for good. The phone's header shows the city too.

const e2e = e2eSuite({ name: 'city' });

/** A section with a sort: the choice of a city keeps the path and the query. */
const PATH = '/catalog/elektroinstrument/?sort=price-asc';
/** Calls and reloads on a busy machine. */
const CALLS = { timeout: 15_000 };

/** The chunk of the city modals: asked for only by an unconfirmed visitor or a click on the city. */
const isCityChunk = (url: string) => /\/assets\/city-modals-[\w-]+\.js$/.test(url);

async function chooseYaroslavl(page: Page, device: Device): Promise<void> {
  const phone = device === 'phone';
  const problems = pageProblems(page);
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (isCityChunk(r.url())) chunks.push(r.url());
  });
  const response = await gotoHydrated(page, `${e2e.url}${PATH}`);
  // The modals' code is not in the first load: the page names it nowhere.
  expect(await response?.text()).not.toMatch(/city-modals-/);

  const confirm = page.getByRole('dialog', { name: 'Подтверждение города' });
  await confirm.waitFor(CALLS);
  expect(await confirm.textContent()).toContain('Ваш город — Москва');
  const box = await confirm.boundingBox();
  // 632 px on a desktop; a sheet the phone's width on a phone (§2.9).
  expect(box?.width).toBe(phone ? 390 : 632);
  await expectSound(page, phone, true);
  await e2e.shot(page, `confirm-${device}`);

  await page.getByRole('button', { name: 'Нет, другой' }).click();
  await confirm.waitFor({ state: 'detached' });
  const select = page.getByRole('dialog', { name: 'Выбор города' });
  await select.waitFor(CALLS);
  expect((await select.boundingBox())?.width).toBe(phone ? 390 : 778);
  // The pickup cities first, the current one marked.
  const current = select.locator('[aria-current="true"]');
  await expect.poll(() => current.textContent(), CALLS).toContain('Москва');
  expect(await select.locator('.city-select__city').count()).toBe(11);
  await expectSound(page, phone, true);
  await e2e.shot(page, `select-${device}`);

  await select.getByLabel('Найти город').fill('яросл');
  const yaroslavl = select.getByRole('button', { name: /^Ярославль/ });
  await expect.poll(() => select.locator('.city-select__city').count(), CALLS).toBe(1);
  await e2e.shot(page, `select-found-${device}`);
  const reloaded = page.waitForEvent('load');
  if (phone) await yaroslavl.tap();
  else {
    // By keyboard: from the search box to the city, then Enter.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Ярославль/);
    await page.keyboard.press('Enter');
  }
  await reloaded;
  await waitHydrated(page);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(PATH);
  expect(await page.locator('.header__city-name').textContent()).toBe('Ярославль');
  // The page's own data is Yaroslavl's: its title says where the goods are sold.
  expect(await page.title()).toContain('в Ярославле');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'cityConfirmed')?.value).toBe('1');
  expect(decodeURIComponent(cookies.find((c) => c.name === 'city')?.value ?? '')).toContain('"Ярославль"');
  await e2e.shot(page, `yaroslavl-${device}`);

  // Confirmed: after a reload the confirm modal's code is not even asked for.
  chunks.length = 0;
  await reloadHydrated(page);
  await page.waitForLoadState('load');
  expect(await page.locator('.header__city-name').textContent()).toBe('Ярославль');
  expect(chunks).toEqual([]);
  expect(await page.getByRole('dialog').count()).toBe(0);

  // The header's city opens select-city, on a phone too.
  const city = page.locator('.header__city-button');
  expect(await city.isVisible()).toBe(true);
  await (phone ? city.tap() : city.click());
  await select.waitFor(CALLS);
  await expect.poll(() => current.textContent(), CALLS).toContain('Ярославль');
  await page.keyboard.press('Escape');
  await select.waitFor({ state: 'detached' });
  expect(problems).toEqual([]);
}

describe('the city in Chromium', () => {
  it('on a 390 px phone: confirm after load, «Нет, другой», search «яросл», Ярославль for good', async () => {
    await chooseYaroslavl(await e2e.newPage('phone', { cityConfirmed: false }), 'phone');
  });

  it('on a 1280 px desktop, by keyboard: the same, and the header shows Ярославль', async () => {
    await chooseYaroslavl(await e2e.newPage('desktop', { cityConfirmed: false }), 'desktop');
  });

  it('«Да, верно» keeps the city and confirms it: the modal does not come back', async () => {
    const page = await e2e.newPage('desktop', { cityConfirmed: false });
    await gotoHydrated(page, `${e2e.url}/`);
    const confirm = page.getByRole('dialog', { name: 'Подтверждение города' });
    await confirm.waitFor(CALLS);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Да, верно' }).click();
    await reloaded;
    await waitHydrated(page);
    expect(await page.locator('.header__city-name').textContent()).toBe('Москва');
    expect((await page.context().cookies()).some((c) => c.name === 'cityConfirmed')).toBe(true);
  });
});

// Regional prices (§4.3): the far cities pay their zone's price list (migration 029), so choosing
// Новосибирск re-prices the basket: its line and its total show Novosibirsk's price at once, never a
// mix with Moscow's.

/** The whole-rouble figure of a price as the page writes it («1 590 ₽» → 1590). */
const roubles = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** Reads the API as the storefront does, for the city `locationId`. */
async function apiData<T>(path: string, locationId?: string): Promise<T> {
  const url = new URL(`${e2e.url}/api/v4${path}`);
  if (locationId) url.searchParams.set('currentCity', locationId);
  const answer = await fetch(url);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

interface PricedCard {
  id: number;
  url: string;
  isAvailable: boolean;
  priceCurrent: { current: number; old: number };
}

describe('prices follow the city in Chromium', () => {
  it('choosing Новосибирск in select-city re-prices the cart line and the total at once', async () => {
    const city = async (q: string) =>
      (
        await apiData<{ items: Array<{ locationId: string; name: string }> }>(
          `/cities?q=${encodeURIComponent(q)}`,
        )
      ).items[0]?.locationId ?? '';
    const [moscow, novosibirsk] = await Promise.all([city('Москва'), city('Новосибирск')]);
    const list = '/catalog/products?count=100&sort=popular';
    const [here, there] = await Promise.all([
      apiData<{ items: PricedCard[] }>(list, moscow),
      apiData<{ items: PricedCard[] }>(list, novosibirsk),
    ]);
    // An available product without a discount that Novosibirsk pays more for.
    const product = here.items.find((card) => {
      const far = there.items.find((c) => c.id === card.id);
      return (
        card.isAvailable &&
        card.priceCurrent.old === 0 &&
        far &&
        far.priceCurrent.current > card.priceCurrent.current
      );
    });
    if (!product) throw new Error('No product with a Novosibirsk price of its own');
    const moscowPrice = product.priceCurrent.current;
    const farPrice = there.items.find((c) => c.id === product.id)?.priceCurrent.current ?? 0;

    const page = await e2e.newPage('desktop');
    const problems = pageProblems(page);
    await gotoHydrated(page, `${e2e.url}${product.url}`);
    const buy = page.locator('.buy');
    await buy.getByRole('button', { name: 'В корзину' }).click();
    await expect.poll(() => buy.getByRole('link', { name: 'В корзине' }).count(), CALLS).toBe(1);

    await gotoHydrated(page, `${e2e.url}/personal/cart/`);
    const line = page.locator(`.cart-line[data-product-id="${product.id}"]`);
    /** The line's unit price, the line's sum and the basket's total, as the page shows them now. */
    const shown = async () => ({
      unit: roubles(await line.locator('.cart-line__unit').textContent()),
      sum: roubles(await line.locator('.price__current').textContent()),
      total: roubles(await page.getByTestId('cart-total').textContent()),
    });
    expect(await shown()).toEqual({ unit: moscowPrice, sum: moscowPrice, total: moscowPrice });

    await page.locator('.header__city-button').click();
    const select = page.getByRole('dialog', { name: 'Выбор города' });
    await select.waitFor(CALLS);
    await select.getByLabel('Найти город').fill('новосиб');
    await expect.poll(() => select.locator('.city-select__city').count(), CALLS).toBe(1);
    const reloaded = page.waitForEvent('load');
    await select.getByRole('button', { name: /^Новосибирск/ }).click();
    await reloaded;
    await waitHydrated(page);
    expect(await page.locator('.header__city-name').textContent()).toBe('Новосибирск');
    // The first paint after the choice is Novosibirsk's throughout: the line and the total alike.
    expect(await shown()).toEqual({ unit: farPrice, sum: farPrice, total: farPrice });
    await e2e.shot(page, 'cart-novosibirsk-desktop');

    // And back: Moscow's figures again, none of Novosibirsk's left.
    await page.locator('.header__city-button').click();
    await select.waitFor(CALLS);
    await select.getByLabel('Найти город').fill('москв');
    await expect.poll(() => select.locator('.city-select__city').count(), CALLS).toBe(1);
    const back = page.waitForEvent('load');
    await select.getByRole('button', { name: /^Москва/ }).click();
    await back;
    await waitHydrated(page);
    expect(await shown()).toEqual({ unit: moscowPrice, sum: moscowPrice, total: moscowPrice });
    expect(problems).toEqual([]);
  });
});

describe('the city subdomains in Chromium (CITY_SUBDOMAINS=1)', () => {
  let store: RunningStore;
  let browser: Awaited<ReturnType<typeof chromium.launch>>;
  beforeAll(async () => {
    [store, browser] = await Promise.all([
      startBuiltStore(200, { CITY_SUBDOMAINS: '1' }),
      chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('choosing Ярославль goes to its subdomain, keeping the path and the query', async () => {
    const context = await browser.newContext({ ...DESKTOP });
    const page = await context.newPage();
    await gotoHydrated(page, `${store.url}${PATH}`);
    await page.getByRole('dialog', { name: 'Подтверждение города' }).waitFor(CALLS);
    await page.getByRole('button', { name: 'Нет, другой' }).click();
    const select = page.getByRole('dialog', { name: 'Выбор города' });
    await select.waitFor(CALLS);
    await select.getByLabel('Найти город').fill('ЯРОСЛ');
    const yaroslavl = select.getByRole('button', { name: /^Ярославль/ });
    await expect.poll(() => select.locator('.city-select__city').count(), CALLS).toBe(1);
    await yaroslavl.click();
    await page.waitForURL(`http://yaroslavl.localhost:${store.port}${PATH}`, CALLS);
    await waitHydrated(page);
    expect(await page.locator('.header__city-name').textContent()).toBe('Ярославль');
    await e2e.shot(page, 'subdomain-desktop');
    await context.close();
  });
});
