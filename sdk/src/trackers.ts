// '@verstak/sdk/trackers': the third-party counters as analytics senders (§7.7), the consent they
// load by, and the configuration that names them. Apart from the main entry: a page that tracks
// nothing, and the SDK's whole bundle, do not carry them; the storefront loads them after the page.

export { AD_NETWORK_PIXEL, adNetworkSender } from './analytics/ad-network-sender';
export {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  type Consent,
  type ConsentCategory,
  consentCookie,
  consentValue,
  parseConsent,
  readConsent,
} from './analytics/consent';
export {
  type ConsentedTrackers,
  type ConsentedTrackersOptions,
  consentedTrackers,
  TRACKER_QUEUE_MAX,
} from './analytics/consented-trackers';
export { GOALS, goalEvent, isGoalName } from './analytics/goal';
export { METRICA_SCRIPT, metricaSender } from './analytics/metrica-sender';
export { MINDBOX_SCRIPT, mindboxSender } from './analytics/mindbox-sender';
export { TOP_MAIL_SCRIPT, topMailSender } from './analytics/top-mail-sender';
export {
  configuredTrackers,
  TRACKER_ENV,
  TRACKERS,
  type TrackerConfig,
  type TrackerKind,
  type TrackerName,
  trackerConfig,
} from './analytics/tracker-config';
export { browserTrackerPage, currentPageView, firstPageView, type TrackerPage } from './analytics/tracker-page';
export { VK_PIXEL_SCRIPT, vkPixelSender } from './analytics/vk-pixel-sender';
