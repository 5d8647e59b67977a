import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './axe-violations';
import { measureFit } from './fits-viewport';

/**
 * The page is sound: no sideways scrolling; on a phone the bottom navigation stays on screen and the
 * page's end can be scrolled clear of it; axe finds no WCAG AA violation. With a modal open the page
 * is locked (§2.9) and only the modal scrolls, so the page's end is not checked.
 */
export async function expectSound(page: Page, phone: boolean, modal = false): Promise<void> {
  const fit = await measureFit(page);
  const where = new URL(page.url()).pathname;
  expect(fit.scrollWidth, `scroll width of ${where}`).toBeLessThanOrEqual(fit.innerWidth);
  if (phone && !modal) {
    expect(fit.bottomNav, `bottom navigation of ${where}`).not.toBeNull();
    expect(fit.bottomNav?.bottom).toBeLessThanOrEqual(fit.innerHeight);
    const hidden = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const nav = document.querySelector('.bottom-nav')?.getBoundingClientRect();
      const footer = document.querySelector('.footer')?.getBoundingClientRect();
      return nav && footer ? footer.bottom > nav.top + 1 : false;
    });
    expect(hidden, `the page's end under the bottom navigation of ${where}`).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  expect(await axeViolations(page), `axe on ${where}`).toEqual([]);
}

/**
 * What the page reports wrong from now on: script errors, and console errors, React's included (a
 * hydration that did not match the server's HTML). A status a test asks for (a 404 page) is not one.
 */
export function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(message.text());
  });
  return problems;
}
