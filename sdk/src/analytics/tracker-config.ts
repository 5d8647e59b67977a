// Which counters a store has (§7.7 third-party loading), from its configuration: ids only, all of them
// public (they appear in any page that loads the counter). A counter without an id never loads.

import type { ConsentCategory } from './consent';

/** The counters a store may have. */
export interface TrackerConfig {
  /** Yandex Metrica's counter number (ecommerce data layer and goals). */
  metrica?: number;
  /** The VK retargeting pixel's id, e.g. `VK-RTRG-123456-AbCdE`. */
  vkPixel?: string;
  /** The Top.Mail.Ru counter's number. */
  topMail?: number;
  /** The marketing tracker's (Mindbox's) endpoint id. */
  mindbox?: string;
  /** The ad network's (AdRiver's) site id. */
  adNetwork?: number;
}

/** A counter's name. */
export type TrackerName = keyof TrackerConfig;

/**
 * What a counter is: its consent category, its delay after the page (§9), its origins (for the page's
 * policy). The delays are written out, not imported from commerce-constants (ANALYTICS_INIT_DELAY_MS,
 * the same 2500): a constant this lazily loaded code shared with the storefront's entry would be
 * exported from the entry, at a cost to every page's first load. A test holds them equal.
 */
export interface TrackerKind {
  category: ConsentCategory;
  /** Milliseconds after the page before its code loads: 1 s for the marketing tracker, 2.5 s for the others (§9). */
  delayMs: number;
  /**
   * Where its scripts come from, as CSP `script-src` sources: the script's own folder on its origin,
   * not the whole origin (a social network's origin serves far more than its counter).
   */
  scriptOrigins: readonly string[];
  connectOrigins: readonly string[];
  imgOrigins: readonly string[];
}

/**
 * Each counter's kind. Metrica counts visits and ecommerce: analytics. VK's pixel, Top.Mail.Ru (VK
 * Ads' counter: its audiences are for retargeting), Mindbox and the ad network follow a shopper for
 * advertising and mailings: marketing.
 */
export const TRACKERS: Readonly<Record<TrackerName, TrackerKind>> = {
  metrica: {
    category: 'analytics',
    delayMs: 2500,
    scriptOrigins: ['https://mc.yandex.ru/metrika/'],
    connectOrigins: ['https://mc.yandex.ru'],
    imgOrigins: ['https://mc.yandex.ru'],
  },
  vkPixel: {
    category: 'marketing',
    delayMs: 2500,
    scriptOrigins: ['https://vk.com/js/api/'],
    connectOrigins: ['https://vk.com'],
    imgOrigins: ['https://vk.com'],
  },
  topMail: {
    category: 'marketing',
    delayMs: 2500,
    scriptOrigins: ['https://top-fwz1.mail.ru/js/'],
    connectOrigins: ['https://top-fwz1.mail.ru'],
    imgOrigins: ['https://top-fwz1.mail.ru'],
  },
  mindbox: {
    category: 'marketing',
    delayMs: 1000,
    scriptOrigins: ['https://api.mindbox.ru/scripts/'],
    connectOrigins: ['https://api.mindbox.ru'],
    imgOrigins: [],
  },
  adNetwork: {
    category: 'marketing',
    delayMs: 2500,
    scriptOrigins: [],
    connectOrigins: [],
    imgOrigins: ['https://ad.adriver.ru'],
  },
};

/** The environment variable each counter's id is read from. */
export const TRACKER_ENV: Readonly<Record<TrackerName, string>> = {
  metrica: 'YANDEX_METRICA_ID',
  vkPixel: 'VK_PIXEL_ID',
  topMail: 'TOP_MAIL_RU_ID',
  mindbox: 'MINDBOX_ENDPOINT_ID',
  adNetwork: 'AD_NETWORK_SITE_ID',
};

const NUMBER = /^[1-9][0-9]{0,11}$/;
const VK_PIXEL = /^VK-RTRG-[0-9]{1,12}-[A-Za-z0-9]{1,16}$/;
const ENDPOINT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * The counters the environment configures. An unset or blank variable is no counter; a malformed one
 * throws (a developer's mistake, told at start, in English), so a typo never loads a stranger's counter.
 */
export function trackerConfig(env: Readonly<Record<string, string | undefined>>): TrackerConfig {
  const config: TrackerConfig = {};
  const read = (name: TrackerName, pattern: RegExp): string | undefined => {
    const value = env[TRACKER_ENV[name]]?.trim();
    if (!value) return undefined;
    if (!pattern.test(value))
      throw new Error(
        `${TRACKER_ENV[name]} is not a valid ${name} id: ${JSON.stringify(value.slice(0, 40))}`,
      );
    return value;
  };
  const metrica = read('metrica', NUMBER);
  if (metrica) config.metrica = Number(metrica);
  const vkPixel = read('vkPixel', VK_PIXEL);
  if (vkPixel) config.vkPixel = vkPixel;
  const topMail = read('topMail', NUMBER);
  if (topMail) config.topMail = Number(topMail);
  const mindbox = read('mindbox', ENDPOINT);
  if (mindbox) config.mindbox = mindbox;
  const adNetwork = read('adNetwork', NUMBER);
  if (adNetwork) config.adNetwork = Number(adNetwork);
  return config;
}

/** The configured counters' names. */
export function configuredTrackers(config: TrackerConfig): TrackerName[] {
  return (Object.keys(TRACKERS) as TrackerName[]).filter((name) => config[name] !== undefined);
}
