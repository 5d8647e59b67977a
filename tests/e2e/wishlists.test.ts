import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from './kit/e2e-suite';
import { expectSound, pageProblems } from './kit/expect-sound';
import { fillFavourites } from './kit/fill-favourites';
import { gotoHydrated, reloadHydrated } from './kit/hydrated';

// Issue 9 §5: favourites and compare from the cards, their pages and removal rules, and the limit
// alert, as a guest (whose lists hang on their fUserId), on a 390 px phone and a 1280 px desktop.

const e2e = e2eSuite({ name: 'wishlists' });

const SECTION_PATH = '/catalog/elektroinstrument/dreli-i-shurupovyorty/dreli-shurupovyorty-akkumulyatornye/';

/** The n-th product card of the page. */
function card(page: Page, n: number) {
  return page.locator('article.card').nth(n);
}

/** The tooltip of a card's favourites or compare toggle. */
function tipOf(on: ReturnType<typeof card>, kind: 'favorites' | 'compare') {
  return on.locator(`.list-toggle:has([data-kind="${kind}"]) .toggle-tip`);
}

/** The favourites count the header (desktop) or the bottom navigation (phone) shows. */
async function favouritesCount(page: Page, phone: boolean): Promise<string> {
  const link = page.locator(`${phone ? '.bottom-nav' : '.header'} a[href="/personal/favorites/"]`);
  const count = link.locator('.helper__count');
  return (await count.count()) === 0 ? '0' : ((await count.textContent()) ?? '').replace(/\D/g, '');
}

/** Ids of products in the catalogue, none of `except`. */
async function productIds(count: number, except: number[]): Promise<number[]> {
  const answer = await fetch(`${e2e.url}/api/v4/catalog/products?count=100&page=1`);
  const body = (await answer.json()) as { data: { items: { id: number }[] } };
  const ids = body.data.items.map((p) => p.id).filter((id) => !except.includes(id));
  const more = await fetch(`${e2e.url}/api/v4/catalog/products?count=100&page=2`);
  const second = (await more.json()) as { data: { items: { id: number }[] } };
  ids.push(...second.data.items.map((p) => p.id).filter((id) => !except.includes(id)));
  return ids.slice(0, count);
}

async function journey(phone: boolean): Promise<void> {
  const page = await e2e.newPage(phone ? 'phone' : 'desktop');
  const errors = pageProblems(page);
  await gotoHydrated(page, `${e2e.url}${SECTION_PATH}`);
  await expect.poll(() => page.locator('article.card').count()).toBeGreaterThan(2);
  // A card off the screen is not rendered until it nears it (content-visibility: the first load's
  // layout and paint are the first screen's); a card whose tooltip shows is, whole (below).
  const visibility = (n: number) => card(page, n).evaluate((el) => getComputedStyle(el).contentVisibility);
  const last = (await page.locator('article.card').count()) - 1;
  expect(await visibility(last)).toBe('auto');

  // Favourites from a card: the toggle turns on, its tooltip links to the favourites page, the count shows.
  const first = card(page, 0);
  const firstTitle = (await first.locator('.card__title').innerText()).trim();
  await first.getByRole('button', { name: 'В избранное' }).click();
  await expect
    .poll(() => first.getByRole('button', { name: 'В избранном' }).getAttribute('aria-pressed'))
    .toBe('true');
  const tip = tipOf(first, 'favorites');
  await expect.poll(() => tip.innerText()).toContain('Товар добавлен в избранное');
  expect(await tip.getByRole('link', { name: 'Перейти в избранное' }).getAttribute('href')).toBe(
    '/personal/favorites/',
  );
  // On a phone the tooltip is fixed above the bottom bar: its card is rendered whole while it shows.
  expect(await visibility(0)).toBe(phone ? 'visible' : 'auto');
  expect(await visibility(last)).toBe('auto');
  await expect.poll(() => favouritesCount(page, phone)).toBe('1');

  // Compare from two cards: «В сравнении», the tooltip links to the compare page.
  for (const n of [0, 1]) {
    await card(page, n).getByRole('button', { name: 'В сравнение' }).click();
    await expect.poll(() => card(page, n).getByRole('button', { name: 'В сравнении' }).count()).toBe(1);
  }
  expect(
    await tipOf(card(page, 1), 'compare')
      .getByRole('link', { name: 'Перейти к сравнению' })
      .getAttribute('href'),
  ).toBe('/personal/compare/');
  await expectSound(page, phone);

  // The add button: «В корзину» → «В корзине» linking to the cart; the cart count shows 1 (§4.7, §5).
  await card(page, 1).getByRole('button', { name: 'В корзину' }).click();
  const inBasket = card(page, 1).getByRole('link', { name: 'В корзине' });
  await expect.poll(() => inBasket.count()).toBe(1);
  expect(await inBasket.getAttribute('href')).toBe('/personal/cart/');
  const cartLink = page.locator(
    `${phone ? '.bottom-nav' : '.header'} a[href="/personal/cart/"] .helper__count`,
  );
  await expect.poll(() => cartLink.textContent()).toContain('1');
  // The storefront's data layer got the list's impressions and the add, ids suffixed with the region
  // (§5, §7.8): its sender starts 2.5 s after the page and then takes the waiting events (§9).
  const layer = () =>
    page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer));
  await expect.poll(layer, { timeout: 10_000 }).toMatch(/"add":\{"products":\[\{"id":"\d+@77"/);
  expect(await layer()).toContain('"impressions":[{"id":"');

  // The quick view: the card's product in a modal with its own add button and toggles.
  await card(page, 2)
    .getByRole('button', { name: /^Быстрый просмотр/ })
    .click();
  const quick = page.getByRole('dialog', { name: /^Быстрый просмотр/ });
  await expect.poll(() => quick.getByRole('button', { name: 'В корзину' }).count()).toBe(1);
  expect(await quick.getByRole('button', { name: 'В сравнение' }).count()).toBe(1);
  await expectSound(page, phone, true);
  await quick.getByRole('button', { name: 'В корзину' }).click();
  await expect.poll(() => quick.getByRole('link', { name: 'В корзине' }).count()).toBe(1);
  await page.keyboard.press('Escape');
  await expect.poll(() => quick.count()).toBe(0);
  await expect.poll(() => card(page, 2).getByRole('link', { name: 'В корзине' }).count()).toBe(1);

  // The favourites page lists the product; its card's toggle removes it and the page empties.
  await gotoHydrated(page, `${e2e.url}/personal/favorites/`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Избранное');
  await expect.poll(() => page.locator('article.card .card__title').allInnerTexts()).toEqual([firstTitle]);
  expect(await page.getByRole('navigation', { name: 'Разделы избранного' }).getByRole('link').count()).toBe(
    1,
  );
  await expectSound(page, phone);
  await card(page, 0).getByRole('button', { name: 'В избранном' }).click();
  await expect.poll(() => page.getByText('В избранном пока ничего нет').count()).toBe(1);
  await expect.poll(() => favouritesCount(page, phone)).toBe('0');

  // The compare page: both products side by side; «Только отличия» keeps differing rows; removing one leaves one.
  await gotoHydrated(page, `${e2e.url}/personal/compare/`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Сравнение товаров');
  const table = page.locator('table.compare');
  await expect.poll(() => table.locator('thead th.compare__product').count()).toBe(2);
  const allRows = await table.locator('tbody tr:not(.compare__group)').count();
  await page.getByLabel('Только отличия').check();
  const differing = await table.locator('tbody tr:not(.compare__group)').count();
  expect(differing).toBeLessThanOrEqual(allRows);
  expect(await table.locator('tbody tr.is-different').count()).toBe(differing);
  if (phone) {
    // The table scrolls inside its own box, not the page.
    const box = await page
      .locator('.table-scroll')
      .evaluate((el) => ({ sw: el.scrollWidth, cw: el.clientWidth }));
    expect(box.sw).toBeGreaterThanOrEqual(box.cw);
  }
  await expectSound(page, phone);
  await table
    .getByRole('button', { name: /^Удалить из сравнения/ })
    .first()
    .click();
  await expect.poll(() => table.locator('thead th.compare__product').count()).toBe(1);
  // «Только отличия» with one product left says why no row is shown.
  await expect.poll(() => page.getByText('В разделе один товар — сравнивать не с чем.').count()).toBe(1);
  // /compare/ shows the same comparison; clearing it empties the page.
  await gotoHydrated(page, `${e2e.url}/compare/`);
  await expect.poll(() => page.locator('table.compare thead th.compare__product').count()).toBe(1);
  await page.getByRole('button', { name: 'Очистить сравнение' }).click();
  await expect.poll(() => page.getByText('В сравнении пока нет товаров').count()).toBe(1);

  // The limit: 99 favourites through the API, then the 100th click shows «Превышен лимит (99)».
  await gotoHydrated(page, `${e2e.url}${SECTION_PATH}`);
  await expect.poll(() => page.locator('article.card').count()).toBeGreaterThan(2);
  const target = card(page, 2);
  const targetId = Number(await target.getAttribute('data-product-id'));
  const ninetyNine = await productIds(99, [targetId]);
  expect(ninetyNine).toHaveLength(99);
  const statuses = await fillFavourites(page, ninetyNine);
  expect(statuses.every((s) => s === 200)).toBe(true);
  await target.getByRole('button', { name: 'В избранное' }).click();
  await expect.poll(() => tipOf(target, 'favorites').innerText()).toContain('Превышен лимит (99)');
  expect(await target.getByRole('button', { name: 'В избранное' }).getAttribute('aria-pressed')).toBe(
    'false',
  );
  const dialog = page.getByRole('dialog', { name: 'Избранное заполнено' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  // The modal locks the page's scroll: only its fit and axe are checked.
  await expectSound(page, phone, true);
  await dialog.locator('.modal__body').getByRole('button', { name: 'Закрыть' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  // The base data carries the 99 on the next load; the header clamps at 99 (§5).
  await reloadHydrated(page);
  await expect.poll(() => favouritesCount(page, phone)).toBe('99');

  expect(errors).toEqual([]);
}

/** A logged-in user saves the cart as an estimate, opens it, and puts the estimate into the basket again. */
async function estimates(): Promise<void> {
  const page = await e2e.newPage('desktop');
  await e2e.signIn(page, 'b2b');
  await gotoHydrated(page, `${e2e.url}${SECTION_PATH}`);
  // An available product: its add lands in the basket.
  const cartCount = page.locator('.header a[href="/personal/cart/"] .helper__count');
  for (let n = 0; (await cartCount.count()) === 0 && n < 5; n++) {
    await card(page, n).getByRole('button', { name: 'В корзину' }).click();
    // In the basket (the count shows), or refused as not available (its modal opens).
    await expect
      .poll(async () => (await cartCount.count()) > 0 || (await page.getByRole('dialog').count()) > 0)
      .toBe(true);
    await page.keyboard.press('Escape');
  }
  await gotoHydrated(page, `${e2e.url}/personal/cart/`);
  await page.getByRole('button', { name: 'Сохранить как смету' }).click();
  await page.getByRole('link', { name: 'Открыть смету' }).click();
  await page.waitForURL('**/personal/estimates/*/');
  await expect.poll(() => page.locator('table tbody tr').count()).toBeGreaterThan(0);
  // «Создана 25 ноября 2026 г. · Итого: …», never «г.. Итого».
  expect(await page.locator('main').textContent()).toMatch(/Создана \d{1,2} [а-я]+ \d{4} г\. · Итого: /);
  await expectSound(page, false);
  await page.getByRole('link', { name: 'Сметы' }).first().click();
  await page.waitForURL('**/personal/estimates/');
  await expectSound(page, false);
  await page.getByRole('button', { name: 'Добавить в корзину' }).first().click();
  await expect.poll(() => page.getByRole('link', { name: 'Товары в корзине — перейти' }).count()).toBe(1);
  await page.getByRole('button', { name: 'Удалить' }).first().click();
}

describe('favourites and compare in Chromium', () => {
  it('on a 390 px phone', () => journey(true), 120_000);
  it('on a 1280 px desktop', () => journey(false), 120_000);
  it(
    'estimates of a logged-in user: save the cart, open, add to the basket, remove',
    () => estimates(),
    120_000,
  );
});
