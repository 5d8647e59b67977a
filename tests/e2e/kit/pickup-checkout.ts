import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const CALLS = { timeout: 15_000 };

/**
 * On the checkout: pickup at the first shop that has the whole basket, paid by SBP. `between` runs
 * with the pickup point modal open (a journey checks its look there); the order is not confirmed.
 */
export async function pickUpAtFirstShopBySbp(
  page: Page,
  between: () => Promise<void> = async () => undefined,
): Promise<void> {
  await page.getByRole('radio', { name: 'Самовывоз' }).check();
  await page.getByRole('button', { name: 'Выбрать пункт самовывоза' }).click();
  const points = page.getByRole('dialog', { name: 'Пункт самовывоза' });
  await expect.poll(() => points.isVisible(), CALLS).toBe(true);
  await between();
  await points
    .getByRole('button', { name: /^Забрать здесь/ })
    .and(page.locator(':enabled'))
    .first()
    .click();
  await expect.poll(() => page.getByTestId('picked-point').count(), CALLS).toBe(1);
  await page.getByLabel(/СБП/).check();
}
