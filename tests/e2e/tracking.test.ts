import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from './kit/accounts';
import { e2eSuite } from './kit/e2e-suite';
import { expectFits } from './kit/fits-viewport';
import { gotoHydrated, waitHydrated } from './kit/hydrated';
import { pickUpAtFirstShopBySbp } from './kit/pickup-checkout';
import { signInFromModal } from './kit/sign-in';

// Issue 19, tracking (§7.7, §7.8, §9): a store with every counter configured. Before the shopper's
// choice in the cookie notice nothing leaves for a third party, however long the page stays; after
// «Принять все», a journey list → card → product → add → checkout → purchase reaches each counter
// with exactly its events and goals, in order. The counters' real addresses are answered by fakes
// (page.route) that record what the store's code calls. The page runs under the store's own CSP.
// The marketing tool's secret key is in the store's environment and in no page or script.

const SECRET_KEY = 'mbx-secret-e2e-3f9a7c1d';
const IDS = {
  YANDEX_METRICA_ID: '12345678',
  VK_PIXEL_ID: 'VK-RTRG-123456-AbCdE',
  TOP_MAIL_RU_ID: '3456789',
  MINDBOX_ENDPOINT_ID: 'verstak-e2e',
  AD_NETWORK_SITE_ID: '204567',
};

const e2e = e2eSuite({
  name: 'tracking',
  products: 300,
  startTimeout: 240_000,
  env: { ...IDS, MINDBOX_SECRET_KEY: SECRET_KEY },
});

/** Seeded products one Moscow shop has (as the commerce suite), so pickup works. */
const SECTION_PATH = '/catalog/svarochnoe-oborudovanie/plazmorezy/plazmorezy-invertornye/';
const PRODUCT = '/product/plazmorez-resanta-sai-85er-5/';
/** The section above SECTION_PATH, a link of the product's breadcrumbs. */
const PARENT_PATH = '/catalog/svarochnoe-oborudovanie/plazmorezy/';
const CALLS = { timeout: 15_000 };
/** Metrica's `init`: it counts nothing itself (`defer`), its first `hit` is the page it started for. */
const METRICA_INIT = [
  12345678,
  'init',
  { ecommerce: 'dataLayer', clickmap: true, trackLinks: true, accurateTrackBounce: true, defer: true },
];

/** One call a fake counter recorded: which counter, and what the store's code asked of it. */
interface Call {
  tracker: 'metrica' | 'dataLayer' | 'vk' | 'topMail' | 'mindbox' | 'adNetwork';
  args: unknown;
}

/** The fake scripts: each records through `__tracked` what its real one would have been told. */
const FAKE_METRICA = `(function () {
  var rec = function (a) { window.__tracked('metrica', JSON.parse(JSON.stringify(Array.prototype.slice.call(a)))); };
  var queued = (window.ym && window.ym.a) || [];
  window.ym = function () { rec(arguments); };
  queued.forEach(rec);
  var layer = (window.dataLayer = window.dataLayer || []);
  layer.forEach(function (e) { window.__tracked('dataLayer', e); });
  var push = layer.push.bind(layer);
  layer.push = function (e) { window.__tracked('dataLayer', e); return push(e); };
})();`;
const FAKE_VK = `window.VK = { Retargeting: {
  Init: function (id) { window.__tracked('vk', ['Init', id]); },
  Hit: function () { window.__tracked('vk', ['Hit']); },
  Event: function (name) { window.__tracked('vk', ['Event', name]); }
} };`;
const FAKE_TOP_MAIL = `(function () {
  var q = (window._tmr = window._tmr || []);
  var rec = function (e) { var c = Object.assign({}, e); delete c.start; window.__tracked('topMail', c); };
  q.forEach(rec);
  q.push = function (e) { rec(e); return 0; };
})();`;
const FAKE_MINDBOX = `(function () {
  var queued = (window.mindbox && window.mindbox.queue) || [];
  var rec = function (a) { window.__tracked('mindbox', JSON.parse(JSON.stringify(Array.prototype.slice.call(a)))); };
  window.mindbox = function () { rec(arguments); };
  queued.forEach(rec);
})();`;
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Records every request that leaves for another host than this machine's, and every fake's call. */
async function recordTrackers(context: BrowserContext) {
  const calls: Call[] = [];
  const thirdParty: string[] = [];
  context.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (host !== 'localhost' && host !== '127.0.0.1') thirdParty.push(request.url());
  });
  await context.exposeBinding('__tracked', (_source, tracker: Call['tracker'], args: unknown) => {
    calls.push({ tracker, args });
  });
  const script = (body: string) => ({ status: 200, contentType: 'application/javascript', body });
  await context.route('https://mc.yandex.ru/metrika/tag.js', (route) => route.fulfill(script(FAKE_METRICA)));
  await context.route('https://vk.com/js/api/openapi.js*', (route) => route.fulfill(script(FAKE_VK)));
  await context.route('https://top-fwz1.mail.ru/js/code.js', (route) => route.fulfill(script(FAKE_TOP_MAIL)));
  await context.route('https://api.mindbox.ru/scripts/v1/tracker.js', (route) =>
    route.fulfill(script(FAKE_MINDBOX)),
  );
  await context.route('https://ad.adriver.ru/**', (route) => {
    const params = new URL(route.request().url()).searchParams;
    calls.push({
      tracker: 'adNetwork',
      args: Object.fromEntries([...params].filter(([key]) => key !== 'rnd')),
    });
    return route.fulfill({ status: 200, contentType: 'image/gif', body: PIXEL });
  });
  return { calls, thirdParty };
}

/** The cookie notice. */
const notice = (page: Page) => page.getByRole('dialog', { name: 'Файлы cookie' });

/** What one counter got, in order. */
const of = (calls: Call[], tracker: Call['tracker']) =>
  calls.filter((c) => c.tracker === tracker).map((c) => c.args);

/** Metrica's calls of one kind: `reachGoal` (a goal) or `hit` (a page shown by client navigation). */
const metrica = (calls: Call[], kind: 'reachGoal' | 'hit') =>
  of(calls, 'metrica').filter((c) => (c as unknown[])[1] === kind);

/**
 * Metrica's last goal comes to be `goal` (a form's, without params). Its last goal, not its last call:
 * a form that leads to another page (a registration to the profile) brings a page view after it.
 */
const lastGoal = (calls: Call[], goal: string) =>
  expect
    .poll(() => metrica(calls, 'reachGoal').slice(-1), CALLS)
    .toEqual([[12345678, 'reachGoal', goal, {}]]);

/** Fills a name-and-phone form (a callback, a special price request) as Олег, consents and sends it. */
async function sendNameAndPhone(dialog: Locator, phone: string, send: string): Promise<void> {
  await dialog.getByLabel('Имя', { exact: true }).fill('Олег');
  await dialog.getByLabel('Телефон', { exact: true }).fill(phone);
  await dialog.getByRole('checkbox', { name: /Даю согласие на обработку/ }).check();
  await dialog.getByRole('button', { name: send }).click();
}

/** The newest one-time code the development outbox holds for `to` (a phone). */
async function codeFor(to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await fetch(`${e2e.url}/api/v4/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await answer.json()) as { data: { items: { text: string }[] } };
      code = /\b(\d{4,6})\b/.exec(body.data.items[0]?.text ?? '')?.[1] ?? '';
      return code;
    }, CALLS)
    .not.toBe('');
  return code;
}

/**
 * Clicks `target` once the page stands still: a long page still laying out (its images, its lazy
 * parts) can move a button between Playwright's check and its click, and the click is lost. As the
 * modal rows do (kit/modal-conformance.ts): into the middle of the view, then 40 frames unmoved.
 */
async function clickSettled(page: Page, target: Locator): Promise<void> {
  await expect.poll(() => target.isVisible(), CALLS).toBe(true);
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    let last = '';
    for (let still = 0, tries = 0; still < 40 && tries < 600; tries++) {
      await frame();
      const now = `${window.scrollY} ${document.documentElement.scrollHeight}`;
      still = now === last ? still + 1 : 0;
      last = now;
    }
  });
  await target.click();
}

/** The ecommerce actions the data layer got (impressions and promotions left out: every list shows some). */
function ecommerceActions(calls: Call[]): string[] {
  return of(calls, 'dataLayer')
    .map((entry) => Object.keys((entry as { ecommerce: object }).ecommerce).find((k) => k !== 'currencyCode'))
    .filter((k): k is string => k !== undefined && k !== 'impressions' && k !== 'promoView');
}

describe('tracking (§7.7, §7.8, §9)', () => {
  it('sends nothing before consent; then each counter gets its events and goals of a whole journey, in order', async () => {
    const page = await e2e.newPage('desktop', { bypassCSP: false });
    const { calls, thirdParty } = await recordTrackers(page.context());
    await page.clock.install();

    // A first visit: the notice asks, and nothing leaves, however long the page stays.
    await gotoHydrated(page, `${e2e.url}${SECTION_PATH}`);
    await expect.poll(() => notice(page).isVisible(), CALLS).toBe(true);
    await page.clock.fastForward(60_000);
    await page.clock.fastForward(60_000);
    expect(thirdParty).toEqual([]);
    expect(calls).toEqual([]);
    // The page's own data layer keeps the list's impressions (nothing leaves the page with it).
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer.length)).toBe(
      1,
    );

    // «Принять все»: the counters load at once (their delays are over), and take what waited.
    await notice(page).getByRole('button', { name: 'Принять все' }).click();
    await expect.poll(() => notice(page).count()).toBe(0);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'verstak_consent');
    expect(cookie?.value).toBe('v1.11');
    // About a year (§9), whatever the fake clock says.
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    await expect.poll(() => of(calls, 'vk').length, CALLS).toBe(2);
    await expect.poll(() => of(calls, 'dataLayer').length, CALLS).toBe(1);
    // The first page: Metrica's first hit (come to directly: no referrer), Top.Mail.Ru's with its address.
    const sectionTitle = await page.title();
    expect(of(calls, 'metrica')).toEqual([
      METRICA_INIT,
      [12345678, 'hit', `${e2e.url}${SECTION_PATH}`, { referer: '', title: sectionTitle }],
    ]);
    expect(of(calls, 'vk')).toEqual([['Init', IDS.VK_PIXEL_ID], ['Hit']]);
    expect(of(calls, 'topMail')).toEqual([
      { id: IDS.TOP_MAIL_RU_ID, type: 'pageView', url: `${e2e.url}${SECTION_PATH}` },
    ]);
    expect(of(calls, 'mindbox')).toEqual([['create', { endpointId: IDS.MINDBOX_ENDPOINT_ID }]]);
    expect(of(calls, 'adNetwork')).toEqual([{ sid: IDS.AD_NETWORK_SITE_ID, bt: '21', pz: '0' }]);
    expect(
      thirdParty.every((url) =>
        /^https:\/\/(mc\.yandex\.ru|vk\.com|top-fwz1\.mail\.ru|api\.mindbox\.ru|ad\.adriver\.ru)\//.test(url),
      ),
    ).toBe(true);

    // Signed in (checkout is for an account); from here on, the journey's calls.
    await e2e.signIn(page, 'shopper');
    // The login page is counted as its counters start (whether or not the login left it by then), and
    // the profile it leads to by client navigation is one page view.
    await page.clock.fastForward(5000);
    await expect
      .poll(() => metrica(calls, 'hit').map((c) => (c as unknown[])[2]), CALLS)
      .toEqual([`${e2e.url}${SECTION_PATH}`, `${e2e.url}/personal/login/`, `${e2e.url}/personal/`]);
    const hits = () => of(calls, 'vk').filter((c) => (c as string[])[0] === 'Hit').length;
    const pixels = () => of(calls, 'adNetwork').length;
    // Each page and each page view is one VK Hit and one pixel: both counters have all of them.
    await expect.poll(() => hits() - pixels(), CALLS).toBe(0);
    const before = hits();
    const creates = () => of(calls, 'mindbox').filter((c) => (c as unknown[])[0] === 'create').length;
    const createdBefore = creates();
    await gotoHydrated(page, `${e2e.url}${SECTION_PATH}`);
    // The counters of this page load 2.5 s after it (§9): on the fake clock, at once; each has started
    // (Mindbox's script too, which may come after the others) before the journey's calls are counted.
    await page.clock.fastForward(5000);
    await expect.poll(hits, CALLS).toBe(before + 1);
    await expect.poll(pixels, CALLS).toBe(before + 1);
    await expect.poll(creates, CALLS).toBe(createdBefore + 1);
    const from = calls.length;
    const journey = () => calls.slice(from);

    // The list → the card's link → the product page → «В корзину».
    await page.locator(`article.card a[href="${PRODUCT}"]`).first().click();
    await page.waitForURL(`**${PRODUCT}`);
    const buy = page.locator('.buy');
    await buy.getByRole('button', { name: 'В корзину' }).click();
    await expect.poll(() => buy.getByRole('link', { name: 'В корзине' }).count(), CALLS).toBe(1);
    await expect.poll(() => ecommerceActions(journey()), CALLS).toEqual(['click', 'detail', 'add']);
    // The counters take what waited at their next try, every 2 s (§8, §9), before the page is left.
    await page.clock.fastForward(2000);
    await expect.poll(() => of(journey(), 'mindbox').length, CALLS).toBe(2);
    // The product page, shown by client navigation, is one page view: Metrica's hit with its address,
    // the list's as referrer and its title (sent once it rendered), then the goal. The first page's
    // hit came with init, before.
    const productTitle = await page.title();
    expect(productTitle).toMatch(/\S/);
    await expect
      .poll(() => of(journey(), 'metrica'), CALLS)
      .toEqual([
        [
          12345678,
          'hit',
          `${e2e.url}${PRODUCT}`,
          { referer: `${e2e.url}${SECTION_PATH}`, title: productTitle },
        ],
        [12345678, 'reachGoal', 'add_to_cart', {}],
      ]);

    // The cart → checkout with pickup → «Подтвердить заказ»: checkout step 1, then the purchase.
    const hitsBeforeCart = hits();
    await gotoHydrated(page, `${e2e.url}/personal/cart/`);
    const cartTitle = await page.title();
    await page.clock.fastForward(5000);
    await expect.poll(hits, CALLS).toBe(hitsBeforeCart + 1);
    await page.getByRole('link', { name: 'Оформить заказ' }).click();
    await page.waitForURL('**/personal/order/make/');
    await waitHydrated(page);
    // Every counter of this page ready and every queued event sent before the order leaves the page.
    await page.clock.fastForward(5000);
    await expect
      .poll(() => ecommerceActions(journey()), CALLS)
      .toEqual(['click', 'detail', 'add', 'checkout']);
    // Checkout, by client navigation from the cart, is one page view too (after the cart's own).
    await expect.poll(() => metrica(journey(), 'hit').length, CALLS).toBe(3);
    const checkoutTitle = await page.title();
    await pickUpAtFirstShopBySbp(page);
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
    await page.waitForURL(`${e2e.store.paymentSandboxUrl}/**`);

    const calls2 = journey();
    if (process.env.TRACKING_DUMP)
      (await import('node:fs')).writeFileSync(process.env.TRACKING_DUMP, JSON.stringify(calls2, null, 1));
    expect(ecommerceActions(calls2)).toEqual(['click', 'detail', 'add', 'checkout', 'purchase']);
    const purchase = of(calls2, 'dataLayer').at(-1) as {
      ecommerce: {
        currencyCode: string;
        purchase: { actionField: { id: string; revenue: number }; products: Array<{ id: string }> };
      };
    };
    expect(purchase.ecommerce.currencyCode).toBe('RUB');
    expect(purchase.ecommerce.purchase.actionField.id).toMatch(/\S/);
    expect(purchase.ecommerce.purchase.actionField.revenue).toBeGreaterThan(0);
    // Product ids carry @ and the region code (§5).
    expect(purchase.ecommerce.purchase.products.every((p) => /^\d+@\d+$/.test(p.id))).toBe(true);
    const order = purchase.ecommerce.purchase.actionField;

    // Goals: Metrica's reachGoal, VK's events, Top.Mail.Ru's goals; products to Mindbox; the purchase to the ad network.
    // (The cart is a page load of its own: the counters start again there.)
    // A page shown by client navigation is a page view at each counter, exactly one per navigation:
    // Metrica's hit, VK's Hit, Top.Mail.Ru's pageView with its address, the ad network's pixel.
    expect(of(calls2, 'metrica')).toEqual([
      [
        12345678,
        'hit',
        `${e2e.url}${PRODUCT}`,
        { referer: `${e2e.url}${SECTION_PATH}`, title: productTitle },
      ],
      [12345678, 'reachGoal', 'add_to_cart', {}],
      METRICA_INIT,
      [12345678, 'hit', `${e2e.url}/personal/cart/`, { referer: '', title: cartTitle }],
      [
        12345678,
        'hit',
        `${e2e.url}/personal/order/make/`,
        { referer: `${e2e.url}/personal/cart/`, title: checkoutTitle },
      ],
    ]);
    expect(of(calls2, 'vk')).toEqual([
      ['Hit'],
      ['Event', 'add_to_cart'],
      ['Init', IDS.VK_PIXEL_ID],
      ['Hit'],
      ['Hit'],
      ['Event', 'purchase'],
    ]);
    expect(of(calls2, 'topMail')).toEqual([
      { id: IDS.TOP_MAIL_RU_ID, type: 'pageView', url: `${e2e.url}${PRODUCT}` },
      { id: IDS.TOP_MAIL_RU_ID, type: 'reachGoal', goal: 'add_to_cart' },
      { id: IDS.TOP_MAIL_RU_ID, type: 'pageView', url: `${e2e.url}/personal/cart/` },
      { id: IDS.TOP_MAIL_RU_ID, type: 'pageView', url: `${e2e.url}/personal/order/make/` },
      { id: IDS.TOP_MAIL_RU_ID, type: 'reachGoal', goal: 'purchase', value: order.revenue },
    ]);
    expect(
      (of(calls2, 'mindbox') as Array<[string, { operation?: string }]>).map(
        ([, o]) => o.operation ?? 'create',
      ),
    ).toEqual(['Website.ViewProduct', 'Website.AddToCart', 'create']);
    // The tool knows products by the site's own id, without the region's suffix.
    expect(JSON.stringify(of(calls2, 'mindbox')[0])).toMatch(/"website":"\d+"/);
    const pixel = { sid: IDS.AD_NETWORK_SITE_ID, bt: '21', pz: '0' };
    expect(of(calls2, 'adNetwork')).toEqual([
      pixel,
      pixel,
      pixel,
      { ...pixel, order: order.id, revenue: String(order.revenue) },
    ]);

    // Back in the store, the order status check answered (by the order's number and the buyer's phone)
    // reaches Metrica as the goal order_status_check.
    await gotoHydrated(page, `${e2e.url}/`);
    await page.clock.fastForward(5000);
    await page.locator('.header').getByRole('button', { name: 'Статус заказа' }).click();
    const status = page.getByRole('dialog', { name: 'Статус заказа' });
    await expect.poll(() => status.isVisible(), CALLS).toBe(true);
    await status.getByLabel('Номер заказа').fill(order.id);
    await status.getByLabel('Телефон').fill(ACCOUNTS.shopper.phone);
    await status.getByRole('button', { name: 'Узнать статус' }).click();
    await expect.poll(() => status.locator('output').textContent(), CALLS).toContain(order.id);
    await lastGoal(calls, 'order_status_check');
  }, 120_000);

  it("refusing marketing loads Metrica only; the 404 page, a callback, a letter, a special price request, a login and a new mailing report their goals; the footer's «Настройки cookie» changes the choice", async () => {
    const page = await e2e.newPage('phone', { bypassCSP: false });
    const { calls, thirdParty } = await recordTrackers(page.context());
    await gotoHydrated(page, `${e2e.url}/`);
    await expect.poll(() => notice(page).isVisible(), CALLS).toBe(true);
    await notice(page)
      .getByLabel(/^Аналитика/)
      .check();
    await notice(page).getByRole('button', { name: 'Сохранить выбор' }).click();
    await expect.poll(() => of(calls, 'metrica').length, CALLS).toBeGreaterThan(0);
    await gotoHydrated(page, `${e2e.url}/no-such-page-at-all/`);
    await expect
      .poll(() => of(calls, 'metrica').slice(-1), CALLS)
      .toEqual([[12345678, 'reachGoal', 'page_not_found', { url: '/no-such-page-at-all/' }]]);
    expect(thirdParty.every((url) => url.startsWith('https://mc.yandex.ru/'))).toBe(true);

    // A form's goal: «Обратный звонок» sent from the footer reaches Metrica as `callback`.
    await page.locator('.footer').getByRole('button', { name: 'Обратный звонок' }).click();
    const callback = page.getByRole('dialog', { name: 'Обратный звонок' });
    await sendNameAndPhone(callback, '+7 (912) 000-11-23', 'Перезвоните мне');
    await lastGoal(calls, 'callback');
    await callback.getByRole('button', { name: 'Готово' }).click();
    // And «Написать нам» as `write_us`.
    await page.locator('.footer__write-us').click();
    const writeUs = page.getByRole('dialog', { name: 'Написать нам' });
    await writeUs.getByLabel('Имя').fill('Ольга');
    await writeUs.getByLabel('E-mail').fill('olga.tracking@example.ru');
    await writeUs.getByLabel('Тема').selectOption('Заказ');
    await writeUs.getByLabel('Сообщение').fill('Когда привезут заказ в Ярославль?');
    await writeUs.getByRole('checkbox', { name: /Даю согласие на обработку/ }).check();
    await writeUs.getByRole('button', { name: 'Отправить' }).click();
    await lastGoal(calls, 'write_us');
    await page.keyboard.press('Escape');
    // And «Запросить спеццену» on a product page as `special_price`.
    await gotoHydrated(page, `${e2e.url}${PRODUCT}`);
    await page.getByRole('button', { name: 'Запросить спеццену' }).click();
    const special = page.getByRole('dialog', { name: 'Запросить спеццену' });
    await sendNameAndPhone(special, '+7 (912) 000-11-24', 'Запросить цену');
    await lastGoal(calls, 'special_price');
    await page.keyboard.press('Escape');
    // And a password login from the profile helper as `login`.
    await signInFromModal(page, true, ACCOUNTS.shopper);
    await lastGoal(calls, 'login');
    // And a mailing newly chosen in the settings as `subscribe`.
    await gotoHydrated(page, `${e2e.url}/personal/settings/`);
    const mailings = page.getByRole('form', { name: 'Рассылки' });
    await mailings.locator('input[name="subscriptions"]:not(:checked)').first().check();
    await mailings.getByRole('button', { name: 'Сохранить рассылки' }).click();
    await lastGoal(calls, 'subscribe');

    // The footer's link opens the notice with the choice as kept; marketing now too.
    await page.locator('.footer').getByRole('button', { name: 'Настройки cookie' }).click();
    await expect.poll(() => notice(page).isVisible(), CALLS).toBe(true);
    expect(
      await notice(page)
        .getByLabel(/^Аналитика/)
        .isChecked(),
    ).toBe(true);
    expect(
      await notice(page)
        .getByLabel(/^Маркетинг/)
        .isChecked(),
    ).toBe(false);
    await notice(page)
      .getByLabel(/^Маркетинг/)
      .check();
    await notice(page).getByRole('button', { name: 'Сохранить выбор' }).click();
    await expect.poll(() => of(calls, 'mindbox').length, CALLS).toBeGreaterThan(0);
  });

  it('a registration, a review and a service request reach Metrica as their goals; the profile a registration leads to is one page view', async () => {
    const page = await e2e.newPage('desktop', { bypassCSP: false });
    const { calls } = await recordTrackers(page.context());
    // Analytics accepted on an earlier visit: Metrica loads 2.5 s after each page (§9); events wait for it.
    await page.context().addCookies([{ name: 'verstak_consent', value: 'v1.10', url: e2e.url }]);

    // A private person registers with the SMS code: `registration`, then the profile by client navigation.
    const number = '+7 (901) 555-19-01';
    await gotoHydrated(page, `${e2e.url}/personal/registration/`);
    await page.getByRole('textbox', { name: 'Телефон', exact: true }).fill(number);
    await page.getByRole('button', { name: 'Получить код' }).click();
    await page.getByLabel('Код из SMS').fill(await codeFor(number));
    await page.getByLabel('Имя', { exact: true }).fill('Пётр');
    await page.getByLabel('E-mail').fill('petr.tracking@example.ru');
    await page.getByLabel('Пароль', { exact: true }).fill('Verstak2026track');
    await page.getByRole('checkbox', { name: /Даю согласие на обработку/ }).check();
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await page.waitForURL('**/personal/');
    await lastGoal(calls, 'registration');
    const hits = () => metrica(calls, 'hit').map((c) => (c as unknown[])[2]);
    await expect.poll(hits, CALLS).toEqual([`${e2e.url}/personal/registration/`, `${e2e.url}/personal/`]);

    // The new buyer writes a review: `review_sent` once it went to moderation.
    await gotoHydrated(page, `${e2e.url}${PRODUCT}reviews/`);
    await clickSettled(page, page.getByRole('button', { name: 'Написать отзыв' }));
    const review = page.getByRole('dialog', { name: 'Отзыв о товаре' });
    await expect.poll(() => review.isVisible(), CALLS).toBe(true);
    // The marks are radios under their stars: a shopper clicks the fourth star (its label), shown.
    const star = review.locator('.stars-input label').nth(3);
    await expect.poll(() => star.isVisible(), CALLS).toBe(true);
    await star.click();
    await expect.poll(() => review.getByRole('radio', { name: '4 — Хорошо' }).isChecked(), CALLS).toBe(true);
    await review.getByLabel('Комментарий').fill('Режет ровно, настраивается за минуту.');
    await review.getByRole('checkbox', { name: /Даю согласие на обработку/ }).check();
    await review.getByRole('button', { name: 'Отправить отзыв' }).click();
    await expect.poll(() => review.getByText('Отзыв отправлен на модерацию').count(), CALLS).toBe(1);
    await lastGoal(calls, 'review_sent');

    // A business sends the service request from «Корпоративным клиентам»: `service_request`.
    await gotoHydrated(page, `${e2e.url}/corporate/`);
    await clickSettled(page, page.getByRole('button', { name: 'Оставить заявку на сервис' }));
    const service = page.getByRole('dialog', { name: 'Сервис для бизнеса' });
    await expect.poll(() => service.isVisible(), CALLS).toBe(true);
    await service.getByLabel('Организация').fill('ООО «Стройсервис»');
    await service.getByLabel('Контактное лицо').fill('Пётр Сидоров');
    await service.getByLabel('Телефон', { exact: true }).fill('+7 (901) 555-19-02');
    await service.getByLabel('E-mail').fill('service.tracking@example.ru');
    await service.getByLabel('Инструмент и неисправность').fill('Два перфоратора не держат удар.');
    await service.getByRole('checkbox', { name: /Даю согласие на обработку/ }).check();
    await service.getByRole('button', { name: /Отправить/ }).click();
    await expect.poll(() => service.getByText('Заявка принята.').count(), CALLS).toBe(1);
    await lastGoal(calls, 'service_request');

    // A page loaded whole is no page view: each is counted once, by Metrica's first hit as it starts.
    expect(hits()).toEqual([
      `${e2e.url}/personal/registration/`,
      `${e2e.url}/personal/`,
      `${e2e.url}${PRODUCT}reviews/`,
      `${e2e.url}/corporate/`,
    ]);
  }, 120_000);

  it('two pages shown before the choice: once accepted, each counter counts the first page, then the second, then the third, each once', async () => {
    const page = await e2e.newPage('desktop', { bypassCSP: false });
    const { calls } = await recordTrackers(page.context());
    // A first visit; the notice closed without a choice (nothing loads), and the shopper looks round.
    await gotoHydrated(page, `${e2e.url}${SECTION_PATH}`);
    const sectionTitle = await page.title();
    await expect.poll(() => notice(page).isVisible(), CALLS).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => notice(page).count(), CALLS).toBe(0);
    await page.locator(`article.card a[href="${PRODUCT}"]`).first().click();
    await page.waitForURL(`**${PRODUCT}`);
    await expect.poll(() => page.title(), CALLS).not.toBe(sectionTitle);
    const productTitle = await page.title();
    await clickSettled(page, page.locator(`.breadcrumbs ol > li > a[href="${PARENT_PATH}"]`));
    await page.waitForURL(`**${PARENT_PATH}`);
    await expect.poll(() => page.title(), CALLS).not.toBe(productTitle);
    const parentTitle = await page.title();
    expect(calls).toEqual([]);

    // Accepted on the third page: the counters start there, and count the pages as they were seen.
    await page.locator('.footer').getByRole('button', { name: 'Настройки cookie' }).click();
    await notice(page).getByRole('button', { name: 'Принять все' }).click();
    const pages = [`${e2e.url}${SECTION_PATH}`, `${e2e.url}${PRODUCT}`, `${e2e.url}${PARENT_PATH}`];
    await expect
      .poll(() => of(calls, 'metrica'), CALLS)
      .toEqual([
        METRICA_INIT,
        [12345678, 'hit', pages[0], { referer: '', title: sectionTitle }],
        [12345678, 'hit', pages[1], { referer: pages[0], title: productTitle }],
        [12345678, 'hit', pages[2], { referer: pages[1], title: parentTitle }],
      ]);
    await expect
      .poll(() => of(calls, 'topMail'), CALLS)
      .toEqual(pages.map((url) => ({ id: IDS.TOP_MAIL_RU_ID, type: 'pageView', url })));
    // VK and the ad network take no address (the pixel's Referer is the store's origin): three pages, three hits.
    await expect
      .poll(() => of(calls, 'vk'), CALLS)
      .toEqual([['Init', IDS.VK_PIXEL_ID], ['Hit'], ['Hit'], ['Hit']]);
    await expect.poll(() => of(calls, 'adNetwork').length, CALLS).toBe(3);
  });

  it('takes a forged or huge consent cookie as no choice, never a 5xx', async () => {
    for (const value of ['v1.11x', 'garbage', 'x'.repeat(3000), '%E0%A4%A']) {
      const answer = await fetch(`${e2e.url}/`, { headers: { Cookie: `verstak_consent=${value}` } });
      expect(answer.status).toBe(200);
      await answer.body?.cancel();
    }
    const page = await e2e.newPage('desktop', { bypassCSP: false });
    const { thirdParty } = await recordTrackers(page.context());
    await page.context().addCookies([{ name: 'verstak_consent', value: 'v9.99', url: e2e.url }]);
    await page.clock.install();
    await gotoHydrated(page, `${e2e.url}/`);
    await expect.poll(() => notice(page).isVisible(), CALLS).toBe(true);
    await page.clock.fastForward(60_000);
    expect(thirdParty).toEqual([]);
  });

  it('the notice fits 390 px and 1280 px (screenshots), and no page or script carries the secret key', async () => {
    for (const device of ['phone', 'desktop'] as const) {
      const page = await e2e.newPage(device, { bypassCSP: false });
      await recordTrackers(page.context());
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(e2e.url) && response.request().resourceType() === 'script')
          scripts.push(response.url());
      });
      const answer = await gotoHydrated(page, `${e2e.url}/`);
      await expect.poll(() => notice(page).isVisible(), CALLS).toBe(true);
      await expectFits(page, device === 'phone');
      const box = await notice(page).boundingBox();
      expect(box?.width).toBe(device === 'phone' ? 390 : 600);
      await e2e.shot(page, `cookie-notice-${device === 'phone' ? 390 : 1280}`);
      expect(await answer?.text()).not.toContain(SECRET_KEY);
      for (const url of scripts) expect(await (await fetch(url)).text()).not.toContain(SECRET_KEY);
      expect(scripts.length).toBeGreaterThan(2);
    }
  });
});
