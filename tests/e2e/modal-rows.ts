import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ACCOUNTS } from './kit/accounts';
import { gotoHydrated, waitHydrated } from './kit/hydrated';
import type { ModalRow } from './kit/modal-conformance';
import { pickUpAtFirstShopBySbp } from './kit/pickup-checkout';
import { profileHelper, signInFromModal } from './kit/sign-in';

// The modals of §2.9 the conformance suite opens, as data, in the order one page visits them: a guest
// first, then the same page signed in. A row says where the modal opens, what opens it and how wide
// its box is at 1280 px (the spec's width where it gives one). A modal built later is one more row.
// The confirm-city modal opens by itself, with no opener to give focus back to, so it is not a row
// here; the cookie notice, where it is a modal, is one more row.

/** Seeded products of a 300-product store (the seed is deterministic), as tests/e2e/commerce.test.ts uses. */
export const SECTION_PATH = '/catalog/svarochnoe-oborudovanie/plazmorezy/plazmorezy-invertornye/';
/** A product one Moscow shop has, so a pickup order of it can be placed. */
export const PRODUCT_PATH = '/product/passatizhi-zubr-2835-z01-87/';

const CALLS = { timeout: 15_000 };

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
    name: 'Реклама',
    path: '/',
    width: null,
    opener: (page) => page.locator('.slide__ad summary').first(),
  },
  {
    name: /^Быстрый просмотр/,
    path: SECTION_PATH,
    width: 778,
    opener: (page) =>
      page
        .locator('article.card:has(a[href="/product/plazmorez-resanta-sai-85er-5/"])')
        .getByRole('button', { name: /^Быстрый просмотр/ }),
  },
  {
    name: 'Фильтры',
    path: SECTION_PATH,
    width: null,
    opener: (page) => page.getByRole('button', { name: /^Фильтры/ }),
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
