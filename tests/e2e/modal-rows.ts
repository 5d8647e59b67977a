import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ACCOUNTS } from './kit/accounts';
import { fillFavourites } from './kit/fill-favourites';
import { gotoHydrated, reloadHydrated, waitHydrated } from './kit/hydrated';
import type { ModalRow } from './kit/modal-conformance';
import { pickUpAtFirstShopBySbp } from './kit/pickup-checkout';
import { profileHelper, signInFromModal } from './kit/sign-in';

// The modals of §2.9 the conformance suite opens, as data, in the order one page visits them: a guest
// first, then the same page signed in. A row says where the modal opens, what opens it and how wide
// its box is at 1280 px (the spec's width where it gives one). A modal built later is one more row.
// The confirm-city modal and a first visit's cookie notice open by themselves: their rows reload the
// page in the state that opens them, and focus goes back to the page. The suite's store has a counter
// (YANDEX_METRICA_ID), so it has a cookie notice; its pages carry a refusal (CONSENT_REFUSED) so that
// the notice shows only where a row asks for it.

/** Seeded products of a 300-product store (the seed is deterministic), as tests/e2e/commerce.test.ts uses. */
export const SECTION_PATH = '/catalog/svarochnoe-oborudovanie/plazmorezy/plazmorezy-invertornye/';
/** A product one Moscow shop has, so a pickup order of it can be placed. */
export const PRODUCT_PATH = '/product/passatizhi-zubr-2835-z01-87/';

const CALLS = { timeout: 15_000 };

/** The consent cookie of a shopper who refused analytics and marketing: no cookie notice opens. */
export const CONSENT_REFUSED = { name: 'verstak_consent', value: 'v1.00' } as const;

/** The card of the product the quick view and the not-available rows use, on SECTION_PATH. */
const RESANTA_CARD = 'article.card:has(a[href="/product/plazmorez-resanta-sai-85er-5/"])';

/**
 * Makes a modal that opens by itself on a load open: clears `cookie` (whose absence opens it), reloads,
 * waits for the dialog `name`, and sets the cookie back, so no later load opens it again.
 */
async function reloadWithout(
  page: Page,
  cookie: { name: string; value: string },
  name: string,
): Promise<void> {
  const url = new URL(page.url()).origin;
  await page.context().clearCookies({ name: cookie.name });
  await reloadHydrated(page);
  await page.getByRole('dialog', { name }).waitFor(CALLS);
  await page.context().addCookies([{ ...cookie, url }]);
}

/**
 * Fills the page's visitor's favourites to the limit of §9 (99): one from a card, 98 through the API, not the product
 * of `card`, whose toggle then meets the limit (as tests/e2e/wishlists.test.ts).
 */
async function favouritesFull(page: Page, card: string): Promise<void> {
  await expect.poll(() => page.locator(card).count(), CALLS).toBe(1);
  // The first favourite from another card, as a shopper adds one: the visitor's session begins with it.
  const first = page.locator(`article.card:not(${card.slice('article.card'.length)})`).first();
  const firstToggle = first.getByRole('button', { name: /^В избранное|^В избранном/ });
  if ((await firstToggle.getAttribute('aria-pressed')) !== 'true') await firstToggle.click();
  await expect.poll(() => firstToggle.getAttribute('aria-pressed'), CALLS).toBe('true');
  const skip = [
    Number(await page.locator(card).getAttribute('data-product-id')),
    Number(await first.getAttribute('data-product-id')),
  ];
  const origin = new URL(page.url()).origin;
  const ids: number[] = [];
  for (let n = 1; ids.length < 98 && n <= 3; n++) {
    const answer = await fetch(`${origin}/api/v4/catalog/products?count=100&page=${n}`);
    const body = (await answer.json()) as { data: { items: { id: number }[] } };
    ids.push(...body.data.items.map((p) => p.id).filter((id) => !skip.includes(id)));
  }
  const statuses = await fillFavourites(page, ids.slice(0, 98));
  expect(statuses.filter((s) => s !== 200)).toEqual([]);
}

/**
 * The product of `card` sold out since the page was shown: the store's add answers as the server does
 * then (reference-server/src/basket/add-lines.ts). The seed has no product that shows as available and
 * cannot be bought, and the suite cannot change stock under a running page, so this one answer is
 * played; every other add reaches the server.
 */
async function soldOutSincePageShown(page: Page, card: string): Promise<void> {
  await expect.poll(() => page.locator(card).count(), CALLS).toBe(1);
  const productId = Number(await page.locator(card).getAttribute('data-product-id'));
  // The store sends the city as `?currentCity=` on every call.
  await page.context().route(/\/api\/v4\/catalog\/basket\/add(\?|$)/, (route) => {
    const body = new URLSearchParams(route.request().postData() ?? '');
    if (Number(body.get('productId')) !== productId) return route.fallback();
    return route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        version: 'release_2025_08_01',
        code: 'product_unavailable',
        message: 'Товара нет в наличии',
        errors: { quantity: 'Товара нет в наличии' },
        codes: { quantity: 'product_unavailable' },
        details: { productId, maxQuantity: 0 },
      }),
    });
  });
}

/** Adds the product of PRODUCT_PATH to the basket from its page, once. */
async function productInBasket(page: Page): Promise<void> {
  const buy = page.locator('.buy');
  const inBasket = buy.getByRole('link', { name: 'В корзине' });
  if ((await inBasket.count()) > 0) return;
  await buy.getByRole('button', { name: 'В корзину' }).click();
  await expect.poll(() => inBasket.count(), CALLS).toBe(1);
}

/** Signs the page in as the seeded shopper from the login modal, if it is not signed in yet. */
async function signedIn(page: Page, phone: boolean): Promise<void> {
  if ((await profileHelper(page, phone).getAttribute('data-profile')) !== 'guest') return;
  await signInFromModal(page, phone, ACCOUNTS.shopper);
  await expect.poll(() => profileHelper(page, phone).getAttribute('data-profile'), CALLS).not.toBe('guest');
}

/** From the checkout: pickup at the first shop that has the basket, by SBP; the bank refuses; the order page. */
async function refusedOrder(page: Page): Promise<void> {
  if (/\/personal\/orders\/\d+\//.test(page.url())) return;
  await gotoHydrated(page, `${new URL(page.url()).origin}/personal/order/make/`);
  await pickUpAtFirstShopBySbp(page);
  const name = page.getByRole('form', { name: 'Оформление заказа' }).getByLabel('Имя');
  if (!(await name.inputValue())) await name.fill('Иван');
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await page.getByRole('button', { name: 'Отказ банка' }).click();
  await page.waitForURL(/\/personal\/orders\/\d+\/\?success=N$/);
  await waitHydrated(page);
}

/** Every modal of §2.9 the store has, in visiting order. */
export const MODAL_ROWS: readonly ModalRow[] = [
  {
    name: 'Вход в личный кабинет',
    path: '/',
    width: 659,
    opener: (page, phone) => profileHelper(page, phone),
  },
  {
    name: 'Выбор города',
    path: '/',
    width: 778,
    opener: (page) => page.locator('.header__city-button'),
  },
  {
    name: 'Написать нам',
    path: '/',
    width: 632,
    opener: (page) => page.locator('.footer__write-us'),
  },
  {
    name: 'Обратный звонок',
    path: '/',
    width: 480,
    opener: (page) => page.locator('.footer__callback'),
  },
  {
    name: 'Статус заказа',
    path: '/',
    width: 600,
    opener: (page) => page.locator('.footer').getByRole('button', { name: 'Статус заказа' }),
  },
  {
    name: 'Подтверждение города',
    path: '/',
    width: 632,
    opensItself: (page) => reloadWithout(page, { name: 'cityConfirmed', value: '1' }, 'Подтверждение города'),
  },
  {
    name: 'Файлы cookie',
    path: '/',
    width: 600,
    // A first visit: no choice made yet.
    opensItself: (page) => reloadWithout(page, CONSENT_REFUSED, 'Файлы cookie'),
  },
  {
    name: 'Файлы cookie',
    path: '/',
    width: 600,
    // The choice changed later, from the footer.
    opener: (page) => page.locator('.footer').getByRole('button', { name: 'Настройки cookie' }),
  },
  {
    name: 'Реклама',
    path: '/',
    width: null,
    opener: (page) => page.locator('.slide__ad summary').first(),
  },
  {
    name: /^Быстрый просмотр/,
    path: SECTION_PATH,
    width: 778,
    opener: (page) => page.locator(RESANTA_CARD).getByRole('button', { name: /^Быстрый просмотр/ }),
  },
  {
    name: 'Фильтры',
    path: SECTION_PATH,
    width: null,
    opener: (page) => page.getByRole('button', { name: /^Фильтры/ }),
  },
  {
    name: 'Избранное заполнено',
    path: SECTION_PATH,
    width: 480,
    prepare: (page) => favouritesFull(page, RESANTA_CARD),
    opener: (page) => page.locator(RESANTA_CARD).getByRole('button', { name: 'В избранное' }),
  },
  {
    name: 'Товара нет в наличии',
    path: SECTION_PATH,
    width: 480,
    prepare: (page) => soldOutSincePageShown(page, RESANTA_CARD),
    opener: (page) => page.locator(RESANTA_CARD).getByRole('button', { name: 'В корзину' }),
  },
  {
    name: 'Купить в один клик',
    path: PRODUCT_PATH,
    width: 600,
    opener: (page) => page.locator('.buy').getByRole('button', { name: 'Купить в один клик' }),
  },
  {
    name: 'Запросить спеццену',
    path: PRODUCT_PATH,
    width: 632,
    opener: (page) => page.getByRole('button', { name: 'Запросить спеццену' }),
  },
  {
    name: 'Сервис для бизнеса',
    path: '/corporate/',
    width: 632,
    opener: (page) => page.getByRole('button', { name: 'Оставить заявку на сервис' }),
  },
  {
    name: 'Вход для юридических лиц',
    path: '/corporate/',
    width: 659,
    opener: (page) => page.getByRole('button', { name: 'Вход для юрлиц' }),
  },
  {
    name: 'Промокод',
    path: '/personal/cart/',
    width: 520,
    prepare: async (page) => {
      if ((await page.getByRole('button', { name: 'Ввести промокод' }).count()) > 0) return;
      const origin = new URL(page.url()).origin;
      await gotoHydrated(page, `${origin}${PRODUCT_PATH}`);
      await productInBasket(page);
      await gotoHydrated(page, `${origin}/personal/cart/`);
    },
    opener: (page) => page.getByRole('button', { name: 'Ввести промокод' }),
  },
  {
    name: 'Пункт самовывоза',
    path: '/personal/order/make/',
    width: 720,
    prepare: (page) => page.getByRole('radio', { name: 'Самовывоз' }).check(),
    opener: (page) => page.getByRole('button', { name: /^Выбрать (пункт самовывоза|другой пункт)$/ }),
  },
  {
    name: 'Подтверждение по SMS',
    path: '/personal/order/make/',
    width: 520,
    opener: (page) => page.getByRole('button', { name: 'Войдите по SMS' }),
  },
  {
    name: 'Отзыв о товаре',
    path: `${PRODUCT_PATH}reviews/`,
    width: 632,
    prepare: signedIn,
    opener: (page) => page.getByRole('button', { name: 'Написать отзыв' }),
  },
  {
    name: 'Бонусная карта',
    path: '/personal/',
    width: 480,
    opener: (page) => page.getByRole('button', { name: 'Показать штрихкод' }),
  },
  {
    name: 'Адрес доставки',
    path: '/personal/order/make/',
    width: 600,
    prepare: (page) => page.getByRole('radio', { name: 'Курьером' }).check(),
    opener: (page) => page.getByRole('button', { name: 'Выбрать из сохранённых адресов' }),
  },
  {
    name: 'Оплата заказа',
    width: 600,
    prepare: refusedOrder,
    opener: (page) => page.getByRole('button', { name: 'Оплатить ещё раз' }),
  },
  {
    name: 'Отмена заказа',
    width: 600,
    prepare: refusedOrder,
    opener: (page) => page.getByRole('button', { name: 'Отменить заказ' }),
  },
];
