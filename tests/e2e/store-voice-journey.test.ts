import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from './kit/e2e-suite';
import { expectSound } from './kit/expect-sound';
import { gotoHydrated, waitHydrated } from './kit/hydrated';

// Issue 18, done when: a shopper on a 390 px phone, from home and by the footer's links, finds the
// nearest shop by their position, reads the delivery terms, sends «Написать нам» with a photo and the
// letter is in the outbox (the store's development surface that stands in for mail).

const e2e = e2eSuite({ name: 'store-voice', products: 300 });

/** Opens a footer group on a phone (they are folded there) and follows one of its links. */
async function footerLink(page: import('playwright-core').Page, group: string, link: string) {
  const footer = page.locator('footer.footer');
  await footer.getByRole('button', { name: group }).click();
  await footer.getByRole('link', { name: link, exact: true }).click();
}

describe('the store’s own voice in Chromium (issue 18)', () => {
  it('on a 390 px phone: the nearest shop, the delivery terms, «Написать нам» with a photo, the outbox', async () => {
    const page = await e2e.newPage('phone');
    // Near the Kaluzhskaya metro station, south-west Moscow: the shop on Profsoyuznaya is the nearest.
    await page.context().grantPermissions(['geolocation'], { origin: e2e.url });
    await page.context().setGeolocation({ latitude: 55.6568, longitude: 37.5403 });
    await gotoHydrated(page, `${e2e.url}/`);

    await footerLink(page, 'Компания', 'Магазины');
    await page.waitForURL('**/shops/');
    await waitHydrated(page);
    await page.getByRole('button', { name: 'Найти ближайший магазин' }).click();
    const nearest = page.locator('.nearest__result');
    await expect
      .poll(() => nearest.textContent(), { timeout: 10_000 })
      .toContain('Ближайший магазин — Верстак на Профсоюзной');
    await nearest.getByRole('link').first().click();
    await page.waitForURL(/\/shops\/[a-z0-9-]+\/$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Верстак на Профсоюзной');
    await expectSound(page, true);

    await footerLink(page, 'Покупателям', 'Доставка');
    await page.waitForURL('**/customer/delivery/');
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/^Доставка/);
    // The terms a shopper came for: what it costs and from what sum it is free.
    const terms = (await page.locator('main').textContent()) ?? '';
    expect(terms).toContain('390 ₽');
    expect(terms).toContain('от 5 000 ₽');
    await expectSound(page, true);

    await page.locator('.footer__write-us').click();
    const dialog = page.getByRole('dialog', { name: 'Написать нам' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Имя').fill('Светлана');
    await dialog.getByLabel('E-mail').fill('svetlana.k@example.ru');
    await dialog.getByLabel('Тема').selectOption('Доставка');
    await dialog
      .getByLabel('Сообщение')
      .fill('Привезите, пожалуйста, бетономешалку к 9 утра: фото проезда прилагаю.');
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#5a7' } })
      .jpeg()
      .toBuffer();
    await dialog
      .getByLabel(/^Файлы:/)
      .setInputFiles({ name: 'проезд.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect.poll(() => dialog.locator('.form-files__list li').count(), { timeout: 15_000 }).toBe(1);
    await dialog.getByRole('checkbox', { name: /Даю согласие на обработку/ }).check();
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect.poll(() => dialog.getByText('Сообщение отправлено.').count(), { timeout: 15_000 }).toBe(1);

    await gotoHydrated(page, `${e2e.url}/dev/outbox/`);
    const letters = page.locator('.outbox__message', { hasText: 'бетономешалку к 9 утра' });
    // The store's letter and the copy to the sender, each naming the photo.
    await expect.poll(() => letters.count()).toBe(2);
    expect(await letters.first().textContent()).toContain('проезд.jpg');
    await expectSound(page, true);
    await page.context().close();
  }, 120_000);

  it('at 1280 px a business opens the service request from «Корпоративным клиентам»', async () => {
    const page = await e2e.newPage('desktop');
    await gotoHydrated(page, `${e2e.url}/`);
    await page.locator('header').getByRole('link', { name: 'Корпоративным клиентам' }).click();
    await page.waitForURL('**/corporate/');
    await waitHydrated(page);
    await page.getByRole('button', { name: 'Оставить заявку на сервис' }).click();
    const dialog = page.getByRole('dialog', { name: 'Сервис для бизнеса' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect((await dialog.boundingBox())?.width).toBe(632);
    // Sent empty, it is refused in Russian and nothing goes.
    await dialog.getByRole('button', { name: /Отправить/ }).click();
    await expect.poll(() => dialog.locator('[role="alert"], .field__error').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.context().close();
  }, 60_000);
});
