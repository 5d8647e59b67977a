import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the e2e suite measures of a page's fit to a viewport. */
export interface ViewportFit {
  /** The layout viewport's width; a phone widens it when the page overflows, so it must stay as set. */
  innerWidth: number;
  /** The document's scroll width: more than innerWidth means the page scrolls sideways. */
  scrollWidth: number;
  /** The bottom navigation's box when it is shown (phones), else null. */
  bottomNav: { top: number; bottom: number } | null;
  /** The viewport's height. */
  innerHeight: number;
}

/** Measures the page's width against its viewport and where the bottom navigation sits. */
export function measureFit(page: Page): Promise<ViewportFit> {
  return page.evaluate(() => {
    const nav = document.querySelector('.bottom-nav');
    const box = nav && getComputedStyle(nav).display !== 'none' ? nav.getBoundingClientRect() : null;
    return {
      innerWidth: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      bottomNav: box ? { top: box.top, bottom: box.bottom } : null,
      innerHeight: window.innerHeight,
    };
  });
}

/**
 * The page fits its viewport: the layout viewport keeps the width it was given (a mobile viewport
 * widens itself to overflowing content), nothing scrolls sideways, and on a phone the bottom
 * navigation is shown and lies wholly on screen.
 */
export async function expectFits(page: Page, phone: boolean): Promise<void> {
  const fit = await measureFit(page);
  const where = new URL(page.url()).pathname;
  expect(fit.innerWidth, `layout viewport of ${where}`).toBe(page.viewportSize()?.width);
  expect(fit.scrollWidth, `scroll width of ${where}`).toBeLessThanOrEqual(fit.innerWidth);
  if (!phone) return;
  expect(fit.bottomNav, `bottom navigation of ${where}`).not.toBeNull();
  expect(fit.bottomNav?.top, `bottom navigation of ${where}`).toBeGreaterThanOrEqual(0);
  expect(fit.bottomNav?.bottom, `bottom navigation of ${where}`).toBeLessThanOrEqual(fit.innerHeight);
}
