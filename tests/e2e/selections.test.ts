import { describe, expect, it } from 'vitest';
import { e2eSuite } from './kit/e2e-suite';
import { expectFits } from './kit/fits-viewport';
import { gotoHydrated } from './kit/hydrated';

// Issue 17's selections in Chromium: a shopper on a phone goes home banner → sale → filter → a
// promotion with its countdown → the archive; the pages fit phones and desktops; the discharged
// goods' request is sent with consent. (What the server renders is checked in tests/ssr/selections.)

const e2e = e2eSuite({ name: 'selections', products: 3000 });

describe('the selections in Chromium', () => {
  it('on a 390 px phone: home banner → sale → filter → a promotion with its countdown → the archive', async () => {
    const phone = await e2e.newPage('phone');
    await gotoHydrated(phone, `${e2e.url}/`);
    await phone.locator('.slide', { hasText: /^Распродажа: скидки до \d+%/ }).tap();
    await phone.waitForURL('**/sale/');
    const heading = phone.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toMatch(/^Распродажа \d+ товар/);
    await expectFits(phone, true);
    // Every card on the sale shows its old price.
    const cards = await phone.locator('.card').count();
    expect(cards).toBeGreaterThan(0);
    expect(await phone.locator('.card s, .card .price__old').count()).toBeGreaterThanOrEqual(cards);

    await phone.getByRole('button', { name: /^Фильтры/ }).tap();
    const sheet = phone.getByRole('dialog', { name: 'Фильтры' });
    await sheet
      .getByRole('group', { name: 'Производитель' })
      .getByRole('checkbox', { name: /Makita/ })
      .check();
    const unfiltered = await heading.textContent();
    await sheet.getByRole('button', { name: 'Показать' }).tap();
    await phone.waitForURL('**/sale/filter/brand-is-makita/apply/');
    await expect.poll(() => heading.textContent()).not.toBe(unfiltered);
    await expectFits(phone, true);

    await gotoHydrated(phone, `${e2e.url}/`);
    await phone.locator('.slide', { hasText: 'Дни Makita' }).tap();
    await phone.waitForURL('**/promo/makita-days/');
    await expect.poll(() => heading.textContent()).toContain('Дни Makita');
    const timer = phone.getByRole('timer');
    await expect
      .poll(() => timer.textContent())
      .toMatch(/До конца акции\s*\d+ (день|дня|дней) \d\d:\d\d:\d\d/);
    // It counts: the seconds move on in the browser.
    const first = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 5000 }).not.toBe(first);
    expect(await phone.getByText('Правила акции').isVisible()).toBe(true);
    await expectFits(phone, true);

    await phone
      .getByRole('link', { name: '← Акции' })
      .or(phone.getByRole('link', { name: 'Акции', exact: true }))
      .first()
      .tap();
    await phone.waitForURL('**/promo/');
    await phone.getByRole('link', { name: /^Архив/ }).tap();
    await phone.waitForURL('**/promo/archive/');
    await expect.poll(() => heading.textContent()).toBe('Архив акций');
    await phone.locator('.promo-card__link').first().tap();
    await phone.waitForURL(/\/promo\/[a-z0-9-]+\/$/);
    await expect.poll(() => phone.getByText(/^Акция завершена/).count()).toBeGreaterThan(0);
    expect(await phone.getByRole('timer').count()).toBe(0);
    await expectFits(phone, true);
  });

  it('on a 390 px phone a card’s badges stay clear of ♡ and compare, each kind in its own colour', async () => {
    const phone = await e2e.newPage('phone');
    await gotoHydrated(phone, `${e2e.url}/catalog/recommended/`);
    const cards = phone.locator('.card:has(.badge--discount + .badge--recommend)');
    expect(await cards.count()).toBeGreaterThan(0);
    const overlaps = await cards.evaluateAll((all) =>
      all.flatMap((card) => {
        const toggles = card.querySelector('.card__toggles')?.getBoundingClientRect();
        if (!toggles) return ['no toggles'];
        return [...card.querySelectorAll('.badge')]
          .map((badge) => badge.getBoundingClientRect())
          .filter((b) => b.right > toggles.left && b.top < toggles.bottom && b.bottom > toggles.top)
          .map(() => card.querySelector('.card__title')?.textContent ?? '');
      }),
    );
    expect(overlaps).toEqual([]);
    const colour = (selector: string) =>
      phone
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    const colours = new Set([await colour('.badge--discount'), await colour('.badge--recommend')]);
    expect(colours.size).toBe(2);
    await phone.context().close();
  });

  it('the promo-code and discharged-goods pages at 390 and 1280 px; a request is sent with consent', async () => {
    for (const phone of [true, false]) {
      const tab = await e2e.newPage(phone ? 'phone' : 'desktop');
      for (const path of ['/promo-code/', '/discharged-goods/', '/promo/', '/catalog/recommended/']) {
        await gotoHydrated(tab, `${e2e.url}${path}`);
        expect(await tab.getByRole('heading', { level: 1 }).count(), path).toBe(1);
        await expectFits(tab, phone);
      }
      await tab.context().close();
    }
    const phone = await e2e.newPage('phone');
    await gotoHydrated(phone, `${e2e.url}/discharged-goods/`);
    const shown = await phone.locator('.discharged').count();
    await phone.getByRole('link', { name: 'Показать ещё' }).tap();
    await expect.poll(() => phone.locator('.discharged').count()).toBeGreaterThan(shown);
    // The next page joined this one: the address stays.
    expect(new URL(phone.url()).search).toBe('');
    await phone.getByRole('button', { name: 'Узнать о товаре' }).first().tap();
    const form = phone.getByRole('form', { name: 'Заявка на уценённый товар' });
    await form.getByLabel('Имя').fill('Анна');
    await form.getByLabel('Телефон').fill('9151234567');
    await form.getByRole('button', { name: 'Отправить заявку' }).tap();
    // Without consent the server refuses in Russian, and nothing is sent.
    await expect
      .poll(() => form.getByText('Нужно согласие на обработку персональных данных').count())
      .toBe(1);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Отправить заявку' }).tap();
    await expect.poll(() => phone.getByText('Заявка отправлена.', { exact: false }).count()).toBe(1);
    const outbox = await (await fetch(`${e2e.url}/api/v4/dev/outbox`)).json();
    expect(JSON.stringify(outbox)).toContain('+7 (915) 123-45-67');
  });
});
