import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './axe-violations';
import { coveredByBottomNav } from './covered-by-bottom-nav';
import { expectFits } from './fits-viewport';

/**
 * The page is sound: it fits the viewport (no sideways scrolling; on a phone the bottom navigation
 * stays on screen), on a phone the bottom navigation covers nothing a person could not scroll clear
 * of it (the page's end included), and axe finds no WCAG AA violation. With a modal open the page is
 * locked (§2.9) and only the modal scrolls, so the page's end is not checked, the modal's is.
 */
export async function expectSound(page: Page, phone: boolean, modal = false): Promise<void> {
  await expectFits(page, phone);
  if (phone) {
    const where = new URL(page.url()).pathname;
    expect(await coveredByBottomNav(page, modal), `under the bottom navigation of ${where}`).toEqual([]);
    // axe looks at the page from its top, as a person arriving does.
    if (!modal) await page.evaluate(() => window.scrollTo(0, 0));
  }
  expect(await axeViolations(page), `axe on ${new URL(page.url()).pathname}`).toEqual([]);
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
