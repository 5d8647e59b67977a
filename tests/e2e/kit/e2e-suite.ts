import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../support/chromium';
import { repoRoot } from '../../support/repo-root';
import { type RunningStore, startBuiltStore } from '../../support/start-store';
import { ACCOUNTS, type Account } from './accounts';
import { DESKTOP, PHONE } from './devices';
import { signIn } from './sign-in';

/** The two devices a journey runs on: a 390 px phone with touch, a 1280 px desktop. */
export type Device = 'phone' | 'desktop';

/** What a page may change of its device. */
export interface PageOptions {
  /** The viewport's width in CSS pixels (the device's own by default). */
  width?: number;
  /**
   * Whether the page ignores the store's Content-Security-Policy, as the axe audit needs (true by
   * default); false runs the page under the CSP a shopper's browser enforces.
   */
  bypassCSP?: boolean;
  /**
   * Whether the visitor has confirmed their city already (true by default), so the confirm-city modal
   * does not open over the page 200 ms after it loads (§4.3); false for a first visit's journey.
   */
  cityConfirmed?: boolean;
}

/** What one e2e test file runs against: the built store and Chromium, started once for the file. */
export interface E2eSuite {
  /** The running store (its port, its payment sandbox). */
  readonly store: RunningStore;
  /** The store's origin, `http://localhost:<port>`: `${e2e.url}/catalog/`. */
  readonly url: string;
  /** The browser, for what a page of {@link newPage} does not give. */
  readonly browser: Browser;
  /**
   * A page in a browser context of its own on `device`; the context is closed after the test (a test
   * that wants a second tab opens it from `page.context()`).
   */
  newPage(device: Device, options?: PageOptions): Promise<Page>;
  /**
   * Signs in on the login page as a seeded account ({@link ACCOUNTS}: 'shopper', 'contentManager'…)
   * or another, and waits until the store has sent the page on to `returnTo` (the personal root).
   */
  signIn(page: Page, who: keyof typeof ACCOUNTS | Account, returnTo?: string): Promise<void>;
  /**
   * Saves what the page shows now (the viewport) as `<name>.png` for a person to look at, under
   * test-results/screenshots/<suite>/ (kept out of git), or under $SCREENSHOTS/<suite>/ when set.
   */
  shot(page: Page, name: string): Promise<void>;
}

/** How a file's store is started. */
export interface E2eSuiteOptions {
  /** Names the file's screenshots folder. */
  name: string;
  /** Seeded products (the seed is deterministic for a count); 800 by default. */
  products?: number;
  /** How long starting the store and the browser may take; 180 s by default. */
  startTimeout?: number;
  /** More of the store's environment, e.g. `{ CITY_SUBDOMAINS: '1' }`. */
  env?: Record<string, string>;
}

/**
 * Starts the built store (an embedded in-memory database seeded with `products` products, the
 * payment sandbox beside it) and Chromium once for the test file that calls it, closes the contexts
 * of each test's pages after the test, and stops both after the file.
 */
export function e2eSuite({
  name,
  products = 800,
  startTimeout = 180_000,
  env = {},
}: E2eSuiteOptions): E2eSuite {
  let store: RunningStore | undefined;
  let browser: Browser | undefined;
  const open: BrowserContext[] = [];
  const shots = join(process.env.SCREENSHOTS ?? join(repoRoot, 'test-results/screenshots'), name);

  beforeAll(async () => {
    const launched = chromium
      .launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
      .then((started) => {
        browser = started;
      });
    store = await startBuiltStore(products, env);
    await launched;
  }, startTimeout);

  afterEach(async () => {
    await Promise.all(open.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  const started = <T>(what: T | undefined): T => {
    if (what === undefined) throw new Error('The e2e suite has not started: use it inside a test');
    return what;
  };

  return {
    get store() {
      return started(store);
    },
    get url() {
      return started(store).url;
    },
    get browser() {
      return started(browser);
    },
    async newPage(device, { width, bypassCSP = true, cityConfirmed = true } = {}) {
      const base = device === 'phone' ? PHONE : DESKTOP;
      const context = await started(browser).newContext({
        ...base,
        viewport: { ...base.viewport, ...(width === undefined ? {} : { width }) },
        bypassCSP,
      });
      open.push(context);
      if (cityConfirmed)
        await context.addCookies([{ name: 'cityConfirmed', value: '1', url: started(store).url }]);
      return context.newPage();
    },
    signIn(page, who, returnTo) {
      const account = typeof who === 'string' ? ACCOUNTS[who] : who;
      return signIn(page, started(store).url, account, returnTo);
    },
    async shot(page, file) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: join(shots, `${file}.png`), fullPage: false });
    },
  };
}
