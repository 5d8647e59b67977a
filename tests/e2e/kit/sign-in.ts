import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Account } from './accounts';
import { gotoHydrated } from './hydrated';

/** The profile helper of the header (desktop) or of the bottom navigation (phone). */
export function profileHelper(page: Page, phone: boolean): Locator {
  return page.locator(phone ? '.bottom-nav [data-profile]' : '.header [data-profile]');
}

/** In the login page or modal `scope`: «По паролю», the login and password, «Войти». */
export async function fillPasswordLogin(scope: Page | Locator, account: Account): Promise<void> {
  await scope.getByRole('button', { name: 'По паролю' }).click();
  await scope.getByLabel('Телефон или e-mail').fill(account.login);
  await scope.getByLabel('Пароль', { exact: true }).fill(account.password);
  await scope.getByRole('form', { name: 'Вход по паролю' }).getByRole('button', { name: 'Войти' }).click();
}

/**
 * Signs in on the login page (`/personal/login/`, with `?r=` when `returnTo` is not the personal
 * root) and waits until it has sent the visitor on to `returnTo`.
 */
export async function signIn(page: Page, origin: string, account: Account, returnTo = '/personal/') {
  const back = returnTo === '/personal/' ? '' : `?r=${encodeURIComponent(returnTo)}`;
  await gotoHydrated(page, `${origin}/personal/login/${back}`);
  await fillPasswordLogin(page, account);
  // The password check is slow on purpose (a key derivation): on a busy machine it takes seconds.
  await page.waitForURL(`**${returnTo}`, { timeout: 30_000 });
}

/** Opens the login modal from the profile helper, signs in with a password and waits for it to close. */
export async function signInFromModal(page: Page, phone: boolean, account: Account): Promise<void> {
  await profileHelper(page, phone).click();
  const dialog = page.getByRole('dialog', { name: 'Вход в личный кабинет' });
  await fillPasswordLogin(dialog, account);
  await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
}
