// What a counter's adapter needs of the page: the global its script defines itself on, a way to
// load the script, and a way to send a pixel. Injected, so tests run on a fake page.

import type { PageViewEvent } from './page-view-event';

/** The page a counter's adapter works in. */
export interface TrackerPage {
  /** The global object (`window`) the counters' scripts and their queues live on. */
  // biome-ignore lint/suspicious/noExplicitAny: the third-party scripts' globals are untyped
  global: Record<string, any>;
  /** Loads a script; resolves once it ran, rejects when it failed. */
  loadScript(url: string): Promise<void>;
  /** Requests an image (a counter's pixel). */
  pixel(url: string): void;
  /** The page's address now. */
  href(): string;
  /** The address the page was come to from (`document.referrer`); none: ''. */
  referrer?(): string;
  /** The page's title now. */
  title?(): string;
  /**
   * The address the document was loaded at (the navigation's own, in a browser), which client
   * navigation does not change; none: the page now.
   */
  landedAt?(): string | undefined;
}

/**
 * The page a counter's start counts: the page being shown now, as a page view (its address without a
 * hash, as a client navigation's, its referrer and title). `consentedTrackers` takes it once, when it is
 * made, so a counter that starts later (its delay, the shopper's choice) counts the first page, not
 * the one shown by then.
 */
export function currentPageView(page: TrackerPage): PageViewEvent {
  return {
    type: 'pageView',
    url: page.href().split('#')[0] as string,
    referrer: page.referrer?.() ?? '',
    title: page.title?.() ?? '',
  };
}

/**
 * The first page of the visit, for a counter's start: the address the document was loaded at, with its
 * referrer (`document.referrer` stays the landing's). The counters' code may come after the shopper
 * moved on by client navigation (a slow phone), and then the page now is not the first: its title is
 * gone, so none is given; the page views the storefront queued meanwhile count the pages after it.
 */
export function firstPageView(page: TrackerPage): PageViewEvent {
  const now = currentPageView(page);
  const landed = page.landedAt?.()?.split('#')[0];
  return landed === undefined || landed === now.url ? now : { ...now, url: landed, title: '' };
}

/** The browser's page. */
export function browserTrackerPage(): TrackerPage {
  return {
    global: globalThis as unknown as Record<string, unknown>,
    loadScript: (url) =>
      new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.async = true;
        script.src = url;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`${url} failed to load`));
        document.head.appendChild(script);
      }),
    pixel(url) {
      new Image().src = url;
    },
    href: () => window.location.href,
    referrer: () => document.referrer,
    title: () => document.title,
    landedAt: () =>
      (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.name,
  };
}
