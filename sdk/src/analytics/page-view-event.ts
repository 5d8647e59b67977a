/**
 * A page shown by client navigation (§7.7: each counter counts the pages a shopper sees). The first
 * page is not one a storefront sends: `consentedTrackers` takes it when it is made, and each counter
 * counts it as it starts (Metrica's first `hit`, Top.Mail.Ru's first `pageView`, VK's `Hit`, the ad
 * network's pixel), before the page views that waited for it. A storefront sends one per navigation,
 * once the new page rendered; see docs/analytics.md for which address changes are a new page.
 */
export interface PageViewEvent {
  type: 'pageView';
  /** The new page's absolute address (without a hash). */
  url: string;
  /** The page the shopper came from, absolute. */
  referrer: string;
  /** The new page's title. */
  title: string;
}
