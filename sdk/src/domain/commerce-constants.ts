// The timings and texts of the basket, favourites and compare controls (§4.4, §4.5, §4.7, §8, §9).

/** Quantity changes of one basket line are sent 300 ms after the last one (§4.7, §9). */
export const BASKET_QUANTITY_DEBOUNCE_MS = 300;
/** The favourites alert after an add (§4.4, §9). */
export const FAVORITES_ALERT_MS = 3000;
/** The favourites limit alert (§4.4, §9). */
export const FAVORITES_LIMIT_ALERT_MS = 3500;
/** The compare alert after an add: desktop, mobile (§4.5, §9). */
export const COMPARE_ALERT_MS = 3000;
export const COMPARE_ALERT_MOBILE_MS = 5000;
/** The compare alert and limit flag after a failed add: desktop, mobile (§4.5, §9). */
export const COMPARE_LIMIT_ALERT_MS = 3500;
export const COMPARE_LIMIT_ALERT_MOBILE_MS = 5500;
/** What the tooltip says when the favourites or the comparison is full (§8). */
export const LIST_LIMIT_MESSAGE = 'Превышен лимит (99)';
/** Trackers other than the marketing tool start 2.5 s after the page (§9). */
export const ANALYTICS_INIT_DELAY_MS = 2500;
/** Tracking senders try again every 2 s until their script is ready (§8, §9). */
export const ANALYTICS_RETRY_MS = 2000;
/** The currency of every ecommerce event (§7.8, §9). */
export const ANALYTICS_CURRENCY = 'RUB';
