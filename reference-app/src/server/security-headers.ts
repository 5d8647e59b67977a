import { RESOURCE_SECURITY_HEADERS, VIDEO_EMBED_ORIGINS } from '@verstak/sdk';
import { configuredTrackers, TRACKERS, type TrackerConfig } from '@verstak/sdk/trackers';

/** A fresh CSP nonce for one HTML response. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/**
 * What the Yandex Maps JS API needs beyond the store's own origin (its documented CSP rules): asked
 * for only when the store has a maps key, so a store without one keeps the strict policy. On every
 * page, not the map's alone: a client-side move to `/shops/map/` keeps the document's first policy.
 */
const YANDEX_MAPS_SOURCES = {
  script:
    "https://api-maps.yandex.ru https://*.api-maps.yandex.ru https://yastatic.net https://suggest-maps.yandex.ru 'unsafe-eval'",
  connect:
    'https://api-maps.yandex.ru https://*.api-maps.yandex.ru https://*.maps.yandex.net https://suggest-maps.yandex.ru https://search-maps.yandex.ru',
  style: 'https://api-maps.yandex.ru https://*.api-maps.yandex.ru https://yastatic.net',
  img: 'https://api-maps.yandex.ru https://*.api-maps.yandex.ru https://*.maps.yandex.net https://yastatic.net',
};

/** What a page's policy lets load beyond the store's own origin. */
export interface PagePolicyOptions {
  /** The store has a Yandex Maps key (`YANDEX_MAPS_API_KEY`). */
  yandexMaps?: boolean;
  /** The store's counters (§7.7): each configured one's origins, and no other's. */
  trackers?: TrackerConfig;
}

/** The origins of the configured counters of one kind, each with a leading space. */
function trackerSources(
  trackers: TrackerConfig,
  kind: 'scriptOrigins' | 'connectOrigins' | 'imgOrigins',
): string {
  const origins = new Set(configuredTrackers(trackers).flatMap((name) => TRACKERS[name][kind]));
  return [...origins].map((origin) => ` ${origin}`).join('');
}

/**
 * The page's Content-Security-Policy: scripts only from this origin or carrying the response's nonce
 * (the inlined state), no plugins, no framing by other sites. Styles allow inline because React
 * writes `style` attributes and the critical CSS is inlined; scripts never do. `yandexMaps`: the
 * store has a maps key (`YANDEX_MAPS_API_KEY`), and the map's API may load. Frames only of this
 * origin and of the video players a video's facade opens on click. `trackers`: the counters the store
 * has; their scripts, requests and pixels may go to their own origins (which load only with consent).
 */
export function pagePolicy(
  nonce: string,
  { yandexMaps = false, trackers = {} }: PagePolicyOptions = {},
): string {
  const maps = (kind: keyof typeof YANDEX_MAPS_SOURCES) =>
    yandexMaps ? ` ${YANDEX_MAPS_SOURCES[kind]}` : '';
  const connect = `${maps('connect')}${trackerSources(trackers, 'connectOrigins')}`;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${maps('script')}${trackerSources(trackers, 'scriptOrigins')}`,
    `style-src 'self' 'unsafe-inline'${maps('style')}`,
    `img-src 'self' data:${maps('img')}${trackerSources(trackers, 'imgOrigins')}`,
    ...(connect ? [`connect-src 'self'${connect}`] : []),
    `frame-src 'self' ${Object.values(VIDEO_EMBED_ORIGINS).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Sets the security headers every answer carries; a page's own (nonce) policy is kept. */
export function setSecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(RESOURCE_SECURITY_HEADERS)) {
    if (name !== 'Content-Security-Policy' || !headers.has(name)) headers.set(name, value);
  }
}
