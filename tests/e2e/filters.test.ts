import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from './kit/e2e-suite';
import { expectFits } from './kit/fits-viewport';
import { gotoHydrated } from './kit/hydrated';

// Issue 17: filters that are quick to use. The shopper's choice shows at once how many products it
// would give on «Показать N товаров», which stays in view; the applied filters are chips above the
// products, each removable, with «Сбросить все». A section at 1280 px and at 390 px.

const SECTION = '/catalog/elektroinstrument/';
const BRUSHLESS = `${SECTION}filter/brushless-is-yes/apply/`;

const e2e = e2eSuite({ name: 'filters', products: 2000 });

/** The count in the listing's heading: «Электроинструмент 123 товара» → 123. */
async function headingCount(page: Page): Promise<number> {
  return Number(((await page.locator('h1 .muted').textContent()) ?? '').replace(/\D/g, ''));
}

/** The number «Показать N товаров» says, or null while it says no number. */
async function shown(button: Locator): Promise<number | null> {
  const text = (await button.textContent()) ?? '';
  return /\d/.test(text) ? Number(text.replace(/\D/g, '')) : null;
}

/** The button is on screen and nothing (a bottom navigation, a header) lies on top of it. */
function onTop(button: Locator): Promise<boolean> {
  return button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    return y > 0 && y < window.innerHeight && element.contains(document.elementFromPoint(x, y));
  });
}

/** The chips above the products: each link's text and address. */
function chips(page: Page): Promise<Array<[string, string]>> {
  return page
    .locator('ul.applied a')
    .evaluateAll((links) =>
      links.map((a) => [(a.textContent ?? '').replace('×', '').trim(), a.getAttribute('href') ?? '']),
    ) as Promise<Array<[string, string]>>;
}

/**
 * Chooses «Бесщёточный двигатель: да» in `panel` (the desktop form or the phone sheet) and returns the
 * count «Показать» comes to say: «Показать» while the count is on its way, then a number other than
 * the page's `all`.
 */
async function chooseBrushless(panel: Locator, show: Locator, all: number): Promise<number> {
  await panel
    .getByRole('group', { name: 'Бесщёточный двигатель' })
    .getByRole('checkbox', { name: /Да/ })
    .check();
  await expect.poll(() => shown(show)).toSatisfy((n) => n !== null && n !== all);
  const brushless = (await shown(show)) ?? -1;
  expect(brushless).toBeGreaterThan(0);
  return brushless;
}

describe('filters that are quick to use (issue 17)', () => {
  it('at 1280 px: a choice shows its count on «Показать» in view, applies with it, and comes off as a chip', async () => {
    const page = await e2e.newPage('desktop');
    await gotoHydrated(page, `${e2e.url}${SECTION}`);
    const all = await headingCount(page);
    const filter = page.getByRole('form', { name: 'Фильтр' });
    const show = filter.getByRole('button', { name: /^Показать/ });
    // Before any choice the button says what the page shows, and is in view though the panel is long.
    await expect.poll(() => shown(show)).toBe(all);
    expect(await onTop(show)).toBe(true);
    expect(await chips(page)).toEqual([]);

    // The count of the choice arrives without applying it: the address and the products stay.
    const brushless = await chooseBrushless(filter, show, all);
    expect(brushless).toBeLessThan(all);
    expect(new URL(page.url()).pathname).toBe(SECTION);
    expect(await show.textContent()).toMatch(/^Показать \d+ товар(а|ов)?$/);
    expect(await onTop(show)).toBe(true);
    // Scrolled down the panel, the button is still in view.
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => onTop(show)).toBe(true);

    await show.click();
    await page.waitForURL(`**${BRUSHLESS}`);
    await expect.poll(() => headingCount(page)).toBe(brushless);
    await expect
      .poll(() => chips(page))
      .toEqual([
        ['Бесщёточный двигатель: да', SECTION],
        ['Сбросить все', SECTION],
      ]);
    await expectFits(page, false);

    // The chip takes its value off.
    await page.getByRole('link', { name: 'Убрать фильтр «Бесщёточный двигатель: да»' }).click();
    await page.waitForURL(`**${SECTION}`);
    await expect.poll(() => headingCount(page)).toBe(all);
    await expect.poll(() => chips(page)).toEqual([]);
    await expect.poll(() => shown(show)).toBe(all);
  });

  it('at 390 px: the sheet’s «Показать N товаров» counts as the shopper chooses, above the bottom navigation; «Сбросить все» clears', async () => {
    const page = await e2e.newPage('phone');
    await gotoHydrated(page, `${e2e.url}${SECTION}`);
    const all = await headingCount(page);
    await page.getByRole('button', { name: /^Фильтры/ }).tap();
    const sheet = page.getByRole('dialog', { name: 'Фильтры' });
    const show = sheet.getByRole('button', { name: /^Показать/ });
    const brushless = await chooseBrushless(sheet, show, all);
    // The open sheet lies over the bottom navigation: nothing covers the button.
    expect(await onTop(show)).toBe(true);

    await show.tap();
    await page.waitForURL(`**${BRUSHLESS}`);
    await expect.poll(() => headingCount(page)).toBe(brushless);
    await expect.poll(() => sheet.count()).toBe(0);
    await expect
      .poll(async () => (await chips(page)).map(([text]) => text))
      .toEqual(['Бесщёточный двигатель: да', 'Сбросить все']);
    await expectFits(page, true);

    await page.getByRole('link', { name: 'Сбросить все' }).tap();
    await page.waitForURL(`**${SECTION}`);
    await expect.poll(() => headingCount(page)).toBe(all);
    await expect.poll(() => chips(page)).toEqual([]);
  });
});
