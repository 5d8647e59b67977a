import { isValidSettlementAccount } from '@verstak/sdk/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from './kit/accounts';
import { type Device, e2eSuite } from './kit/e2e-suite';
import { expectSound } from './kit/expect-sound';
import { gotoHydrated, reloadHydrated } from './kit/hydrated';
import { fillPasswordLogin, profileHelper, signInFromModal } from './kit/sign-in';

// Issue 8 §5: the identity journey in Chromium, on a 390 px phone and a 1280 px desktop.

const e2e = e2eSuite({ name: 'identity' });

const PASSWORD = 'Verstak2026new';
const SEEDED = ACCOUNTS.shopper;
const BIK = '044525225';
const CORRESPONDENT = '30101810400000000225';

/** A settlement account whose key digit checks against the BIK (§5), found by trying the ten keys. */
function settlementAccount(): string {
  for (let key = 0; key <= 9; key++) {
    const account = `40702810${key}38000012345`;
    if (isValidSettlementAccount(account, BIK)) return account;
  }
  throw new Error('No key digit makes the settlement account valid');
}

/** The newest message the development outbox holds for `to` (a phone or an e-mail) that carries a code. */
async function messageFor(to: string): Promise<{ text: string; code: string }> {
  let message = { text: '', code: '' };
  await expect
    .poll(async () => {
      const answer = await fetch(`${e2e.url}/api/v4/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await answer.json()) as { data: { items: { text: string }[] } };
      const text = body.data.items[0]?.text ?? '';
      message = { text, code: /\b(\d{4,6})\b/.exec(text)?.[1] ?? '' };
      return message.code;
    })
    .not.toBe('');
  return message;
}

/** The newest one-time code the development outbox holds for `to` (a phone or an e-mail). */
async function codeFor(to: string): Promise<string> {
  return (await messageFor(to)).code;
}

async function profileState(page: Page, phone: boolean): Promise<string | null> {
  return profileHelper(page, phone).getAttribute('data-profile');
}

/** A link of the personal sidebar by its address. */
function sidebarLink(page: Page, href: string) {
  return page.getByRole('navigation', { name: 'Разделы кабинета' }).locator(`a[href="${href}"]`);
}

/**
 * Register a private person with the outbox's code → log out → log in → edit the profile → add an
 * organization (a wrong INN first) with bank details → the header's B2B view.
 */
async function journey(phone: boolean, number: string): Promise<void> {
  const page = await e2e.newPage(phone ? 'phone' : 'desktop');
  await gotoHydrated(page, `${e2e.url}/`);
  expect(await profileState(page, phone)).toBe('guest');

  // The guest's profile click opens the login modal, which leads to registration.
  await profileHelper(page, phone).click();
  const dialog = page.getByRole('dialog', { name: 'Вход в личный кабинет' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  const box = await dialog.boundingBox();
  if (phone) expect(box?.width).toBe(390);
  else expect(box?.width).toBe(659);
  await expectSound(page, phone, true);
  await dialog.getByRole('link', { name: 'Регистрация' }).click();
  await page.waitForURL('**/personal/registration/');
  await expectSound(page, phone);

  const email = `petr${number.replace(/\D/g, '')}@example.ru`;
  await page.getByRole('textbox', { name: 'Телефон', exact: true }).fill(number);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код из SMS').fill(await codeFor(number));
  await page.getByLabel('Имя', { exact: true }).fill('Пётр');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByLabel(/Даю согласие на обработку/).check();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await page.waitForURL('**/personal/');
  await expect.poll(() => profileState(page, phone)).toBe('user');
  if (!phone) await expect.poll(() => profileHelper(page, phone).textContent()).toContain('Пётр');
  // The e-mail waits for the code sent to it.
  await expect.poll(() => page.getByText(`${email} — ждёт подтверждения`).count()).toBe(1);
  await expectSound(page, phone);

  // Logout returns to a guest without a reload; the personal page gives way.
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect.poll(() => profileState(page, phone)).toBe('guest');
  expect(new URL(page.url()).pathname).toBe('/');

  await signInFromModal(page, phone, { login: number, password: PASSWORD });
  await expect.poll(() => profileState(page, phone)).toBe('user');

  // Edit the profile.
  await profileHelper(page, phone).click();
  await page.waitForURL('**/personal/');
  await sidebarLink(page, '/personal/settings/').click();
  await page.waitForURL('**/personal/settings/');
  const profileForm = page.getByRole('form', { name: 'Профиль' });
  await profileForm.getByLabel('Фамилия').fill('Сидоров');
  await profileForm.getByRole('button', { name: 'Сохранить профиль' }).click();
  await expect.poll(() => profileForm.getByText('Сохранено').count()).toBe(1);
  await expectSound(page, phone);
  await reloadHydrated(page);
  await expect
    .poll(() => page.getByRole('form', { name: 'Профиль' }).getByLabel('Фамилия').inputValue())
    .toBe('Сидоров');
  // The e-mail given at registration becomes the account's with the code from the letter.
  const confirm = page.getByRole('form', { name: 'Подтверждение e-mail' });
  await confirm.getByLabel('Код из письма').fill(await codeFor(email));
  await confirm.getByRole('button', { name: 'Подтвердить e-mail' }).click();
  await expect.poll(() => confirm.count()).toBe(0);
  await expect
    .poll(() => page.getByRole('form', { name: 'Профиль' }).getByLabel('E-mail').inputValue())
    .toBe(email);

  // Add an organization: a wrong INN shows its field error, a valid one saves.
  // A private person reaches the organizations from the profile (the sidebar lists them for B2B buyers).
  await sidebarLink(page, '/personal/').click();
  await page.waitForURL('**/personal/');
  await page.getByRole('link', { name: 'Добавить организацию' }).click();
  await page.waitForURL('**/personal/organizations/');
  await expectSound(page, phone);
  const orgForm = page.getByRole('form', { name: 'Новая организация' });
  await orgForm.getByLabel('Название организации').fill('ООО «Ромашка»');
  await orgForm.getByLabel('ИНН').fill('7707083894');
  await orgForm.getByLabel('КПП').fill('773601001');
  await orgForm.getByLabel('ОГРН или ОГРНИП').fill('1027700132195');
  await orgForm.getByLabel('Юридический адрес').fill('Москва, ул. Вавилова, 19');
  await orgForm.getByRole('button', { name: 'Сохранить организацию' }).click();
  await expect.poll(() => orgForm.getByLabel('ИНН').getAttribute('aria-invalid')).toBe('true');
  expect(await orgForm.locator('.field--invalid .field__error').textContent()).toContain('ИНН');
  await orgForm.getByLabel('ИНН').fill('7707083893');
  await orgForm.getByRole('button', { name: 'Сохранить организацию' }).click();
  const card = page.getByRole('region', { name: /Ромашка/ });
  await expect.poll(() => card.count()).toBe(1);

  // Bank details, the settlement account keyed to the BIK.
  await card.getByRole('button', { name: 'Добавить реквизиты' }).click();
  const bankForm = card.getByRole('form', { name: 'Новые реквизиты' });
  await bankForm.getByLabel('Банк').fill('ПАО Сбербанк');
  await bankForm.getByLabel('БИК').fill(BIK);
  await bankForm.getByLabel('Расчётный счёт').fill(settlementAccount());
  await bankForm.getByLabel('Корреспондентский счёт').fill(CORRESPONDENT);
  await bankForm.getByRole('button', { name: 'Сохранить реквизиты' }).click();
  await expect.poll(() => card.getByText(`БИК ${BIK}`).count()).toBe(1);
  await expectSound(page, phone);

  // The header now shows the B2B view.
  await expect.poll(() => profileState(page, phone)).toBe('b2b');
}

describe('identity in Chromium', () => {
  it('on a desktop: register → log out → log in → profile → organization with bank details → B2B header', async () => {
    await journey(false, '+7 (901) 555-00-01');
  }, 120_000);

  it('on a 390 px phone: the same journey, through the bottom navigation', async () => {
    await journey(true, '+7 (901) 555-00-02');
  }, 120_000);

  it('answers a registered phone in the registration form with a code; its SMS says so, and the code logs in', async () => {
    const page = await e2e.newPage('phone');
    await gotoHydrated(page, `${e2e.url}/personal/registration/`);
    await page.getByRole('textbox', { name: 'Телефон', exact: true }).fill(SEEDED.phone);
    await page.getByRole('button', { name: 'Получить код' }).click();
    // The same step as for a new number: nothing on the page says the number is taken.
    await expect
      .poll(() => page.getByText('Шаг 2 из 2. Код отправлен на +7 (900) ***-**-01.').count())
      .toBe(1);
    const sms = await messageFor(SEEDED.phone);
    expect(sms.text).toMatch(/^С вашим номером начали регистрацию на Верстаке, но он уже зарегистрирован\./);
    await page.getByLabel('Код из SMS').fill(sms.code);
    await page.getByLabel('Имя', { exact: true }).fill('Иван');
    await page.getByLabel(/Даю согласие на обработку/).check();
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    const known = page.getByRole('form', { name: 'Номер уже зарегистрирован' });
    await expect.poll(() => known.count()).toBe(1);
    expect(await known.textContent()).toContain('Войдите в него с тем же кодом из SMS');
    await expectSound(page, true);
    await known.getByRole('button', { name: 'Войти в кабинет' }).click();
    await page.waitForURL('**/personal/');
    await expect.poll(() => profileState(page, true)).toBe('user');
  }, 60_000);

  it('sends a guest from a personal page to login (a server redirect) and back after login', async () => {
    const response = await fetch(`${e2e.url}/personal/settings/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/personal/login/?r=%2Fpersonal%2Fsettings%2F');

    const page = await e2e.newPage('desktop');
    await gotoHydrated(page, `${e2e.url}/personal/settings/`);
    await page.waitForURL('**/personal/login/?r=%2Fpersonal%2Fsettings%2F');
    await expectSound(page, false);
    await fillPasswordLogin(page, SEEDED);
    await page.waitForURL('**/personal/settings/');
    await expect.poll(() => profileState(page, false)).toBe('user');
    // Signed in, the login page sends on to the personal root.
    await gotoHydrated(page, `${e2e.url}/personal/login/`);
    await page.waitForURL('**/personal/');
  }, 60_000);

  it('renders a returning user signed in from the refresh cookie alone, and hands the new cookies on', async () => {
    const login = await fetch(`${e2e.url}/api/v4/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: e2e.url },
      body: new URLSearchParams({ login: SEEDED.login, password: SEEDED.password }).toString(),
    });
    expect(login.status).toBe(200);
    const refresh = login.headers.getSetCookie().find((c) => c.startsWith('refreshToken='));
    expect(refresh).toBeDefined();
    // The 15-minute access token and its cookie are gone; only the refresh cookie is left.
    const page = await fetch(`${e2e.url}/personal/`, {
      headers: { Cookie: (refresh ?? '').split(';')[0] ?? '' },
      redirect: 'manual',
    });
    expect(page.status).toBe(200);
    const cookies = page.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('accessToken=ey'))).toBe(true);
    const rotated = cookies.find((c) => c.startsWith('refreshToken='));
    expect(rotated).toMatch(/HttpOnly/);
    expect(rotated?.split(';')[0]).not.toBe(refresh?.split(';')[0]);
    expect(await page.text()).toContain('Личный кабинет');
  });

  it('logs in through the sandbox VK pop-up: the code goes to the opener, which exchanges it', async () => {
    const page = await e2e.newPage('desktop');
    await gotoHydrated(page, `${e2e.url}/`);
    await profileHelper(page, false).click();
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('dialog').getByRole('button', { name: 'Войти через VK' }).click();
    const popup = await popupOpened;
    await popup.getByLabel('Телефон или e-mail').fill(SEEDED.login);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Войти' }).click();
    await closed;
    await expect.poll(() => profileState(page, false)).toBe('user');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  }, 60_000);

  it("exchanges a login link's h on the server and shows the address without it", async () => {
    const sandbox = await fetch(`${e2e.url}/sandbox/auth/vk`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: e2e.url },
      body: new URLSearchParams({
        login: SEEDED.login,
        redirect_uri: '/personal/external-auth/vk-id/',
      }).toString(),
      redirect: 'manual',
    });
    const code = new URL(sandbox.headers.get('location') ?? '', e2e.url).searchParams.get('code');
    expect(code).toBeTruthy();
    const page = await fetch(`${e2e.url}/catalog/?utm_source=mail&h=${code}`, { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/catalog/?utm_source=mail');
    expect(page.headers.getSetCookie().some((c) => c.startsWith('accessToken=ey'))).toBe(true);
  });

  it('registers a legal entity in four steps on a phone, the organization checked before the last step', async () => {
    const page = await e2e.newPage('phone');
    const email = 'zakupki@romashka.example.ru';
    await gotoHydrated(page, `${e2e.url}/personal/registration/`);
    await page.getByRole('button', { name: 'Юридическое лицо' }).click();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Получить код' }).click();
    await page.getByLabel('Код из письма').fill(await codeFor(email));
    await page.getByRole('button', { name: 'Продолжить' }).click();
    const org = page.getByRole('form', { name: 'Организация' });
    await org.getByLabel('Название организации').fill('ООО «Ромашка»');
    await org.getByLabel('ИНН').fill('7707083894');
    await org.getByLabel('КПП').fill('773601001');
    await org.getByLabel('ОГРН или ОГРНИП').fill('1027700132195');
    await org.getByLabel('Юридический адрес').fill('Москва, ул. Вавилова, 19');
    await org.getByRole('button', { name: 'Продолжить' }).click();
    await expect.poll(() => org.getByLabel('ИНН').getAttribute('aria-invalid')).toBe('true');
    await expectSound(page, true);
    await org.getByLabel('ИНН').fill('7707083893');
    await org.getByRole('button', { name: 'Продолжить' }).click();
    const contact = page.getByRole('form', { name: 'Контактное лицо' });
    await contact.getByLabel('Имя', { exact: true }).fill('Ольга');
    await contact.getByLabel('Телефон').fill('+7 (901) 555-00-03');
    await contact.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await contact.getByLabel(/Даю согласие на обработку/).check();
    await contact.getByRole('button', { name: 'Зарегистрировать организацию' }).click();
    await page.waitForURL('**/personal/');
    await expect.poll(() => profileState(page, true)).toBe('b2b');
  }, 60_000);

  it('keeps two tabs in sync on logout', async () => {
    const first = await e2e.newPage('desktop');
    await gotoHydrated(first, `${e2e.url}/`);
    await signInFromModal(first, false, SEEDED);
    const second = await first.context().newPage();
    await gotoHydrated(second, `${e2e.url}/personal/`);
    await expect.poll(() => profileState(second, false)).toBe('user');

    await gotoHydrated(first, `${e2e.url}/personal/`);
    await first.getByRole('button', { name: 'Выйти' }).click();
    await expect.poll(() => profileState(first, false)).toBe('guest');
    // The other tab follows without a reload: a guest, and off the personal page.
    await expect.poll(() => profileState(second, false)).toBe('guest');
    await second.waitForURL('**/personal/login/**');
  }, 60_000);

  it.each([
    ['390 px phone', 'phone', true],
    ['1280 px desktop', 'desktop', false],
  ] as const satisfies [string, Device, boolean][])(
    'renders the personal pages on a %s without overflow or axe violations',
    async (_, device, phone) => {
      const page = await e2e.newPage(device);
      await e2e.signIn(page, 'shopper');
      for (const path of [
        '/personal/',
        '/personal/bonuses/',
        '/personal/settings/',
        '/personal/organizations/',
        '/personal/history/',
        '/personal/reviews/',
        '/personal/repairs/',
      ]) {
        const response = await gotoHydrated(page, `${e2e.url}${path}`);
        expect(response?.status(), path).toBe(200);
        expect(new URL(page.url()).pathname).toBe(path);
        await expect.poll(() => page.getByRole('navigation', { name: 'Разделы кабинета' }).count()).toBe(1);
        await expectSound(page, phone);
      }
      // The counters agree with their numbers in Russian: «1 заказ», «3 отзыва», «8 просмотренных».
      await gotoHydrated(page, `${e2e.url}/personal/`);
      const counters = await page.locator('.counters li').allTextContents();
      expect(counters).toHaveLength(3);
      for (const counter of counters) {
        const [, n, word] = counter.trim().match(/^(\d+)\s+(\S+)$/) ?? [];
        const last = Number(n) % 10;
        const teen = Number(n) % 100 >= 11 && Number(n) % 100 <= 14;
        const form = last === 1 && !teen ? 0 : last >= 2 && last <= 4 && !teen ? 1 : 2;
        expect(
          [
            ['заказ', 'заказа', 'заказов'],
            ['отзыв', 'отзыва', 'отзывов'],
            ['просмотренный', 'просмотренных', 'просмотренных'],
          ].some((forms) => forms[form] === word),
          counter,
        ).toBe(true);
      }
      // The repairs' five columns: on a phone every one is on screen, none behind a sideways scroll.
      await gotoHydrated(page, `${e2e.url}/personal/repairs/`);
      expect(await page.locator('td[data-label="Сервис"]').count()).toBeGreaterThan(0);
      const hidden = await page
        .locator('.table-scroll')
        .evaluateAll((regions) => regions.filter((r) => r.scrollWidth > r.clientWidth).length);
      expect(hidden).toBe(0);
      // The development outbox lists what the server sent: an SMS code asked for here.
      const to = phone ? '+7 (901) 555-00-11' : '+7 (901) 555-00-12';
      const sent = await fetch(`${e2e.url}/api/v4/users/authentication`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: e2e.url },
        body: new URLSearchParams({ phone: to }).toString(),
      });
      expect(sent.status).toBe(200);
      await gotoHydrated(page, `${e2e.url}/dev/outbox/?to=${encodeURIComponent(to)}`);
      await expect.poll(() => page.locator('.outbox__message').count()).toBeGreaterThan(0);
      await expectSound(page, phone);
    },
    90_000,
  );
});
