import type { Analytics } from '@verstak/sdk';
import { useEffect, useRef } from 'react';
import type { PageState } from './page-state';

/**
 * Reports each page that client navigation shows as one page view (§7.7: Metrica's `hit`,
 * Top.Mail.Ru's `pageView`, VK's `Hit`, the ad network's pixel), once it rendered (an effect of the
 * commit that shows it), with the absolute addresses of it and of the page before, and its title.
 *
 * A page view is a page of another address (path and query) put in the page's place:
 * - not the first page: each counter's start counts it (`consentedTrackers` takes it when made);
 * - not the same address loaded again (a session change reloads the page in place): no new page;
 * - one per navigation: a redirect on the way (`replace`) shows one page, and a navigation given up
 *   for another before its page came shows none;
 * - a query-only change is one: filters, sorting, pagination and a search each load a page of their
 *   own, with its own list and a shareable address, which a store without client navigation would
 *   have loaded and counted the same (and which the reports must tell apart: a filtered list is a
 *   landing page);
 * - a hash-only change is none: the router does not even see it (the page stays, it scrolls to an
 *   anchor), as Metrica counts no hash change by default.
 */
export function usePageViews(page: Pick<PageState, 'href' | 'head'>, analytics: Analytics): void {
  const shown = useRef(page.href);
  useEffect(() => {
    if (page.href === shown.current) return;
    const { origin } = window.location;
    const referrer = `${origin}${shown.current}`;
    shown.current = page.href;
    analytics.track({ type: 'pageView', url: `${origin}${page.href}`, referrer, title: page.head.title });
  }, [page, analytics]);
}
