import type { Page, Response } from 'playwright-core';

// The store paints from the server's HTML before its code arrives (it is fetched after the first
// paint), and a click on that HTML is lost. The app marks <html data-hydrated> once it is live
// (reference-app/src/app/mark-hydrated.ts): every page load in these suites waits for that mark.
const HYDRATED = 'html[data-hydrated]';

/** Waits until the page's current document has hydrated (at once after a client-side navigation). */
export async function waitHydrated(page: Page): Promise<void> {
  await page.waitForSelector(HYDRATED, { state: 'attached' });
}

/** `page.goto(url)`, then waits for the app to hydrate; the navigation's response as goto gives it. */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitHydrated(page);
  return response;
}

/** `page.reload()`, then waits for the reloaded app to hydrate. */
export async function reloadHydrated(page: Page): Promise<Response | null> {
  const response = await page.reload();
  await waitHydrated(page);
  return response;
}
