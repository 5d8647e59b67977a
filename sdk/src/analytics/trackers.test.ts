import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_INIT_DELAY_MS, ANALYTICS_RETRY_MS } from '../domain/commerce-constants';
import { AD_NETWORK_PIXEL } from './ad-network-sender';
import { type Consent, consentCookie, parseConsent, readConsent } from './consent';
import { consentedTrackers, TRACKER_QUEUE_MAX } from './consented-trackers';
import { createAnalytics } from './create-analytics';
import { dataLayerAdapter } from './data-layer-adapter';
import type { EcommerceEvent } from './ecommerce-event';
import { GOALS, goalEvent } from './goal';
import { METRICA_SCRIPT } from './metrica-sender';
import { MINDBOX_SCRIPT } from './mindbox-sender';
import { TOP_MAIL_SCRIPT } from './top-mail-sender';
import { TRACKERS, trackerConfig } from './tracker-config';
import type { TrackerPage } from './tracker-page';
import { VK_PIXEL_SCRIPT } from './vk-pixel-sender';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const drill = { id: 101, name: 'Дрель', price: 4990 };

const STORE = 'https://store.test';
/** Metrica's `init`, which counts nothing itself: its first `hit` is the first page. */
const INIT = {
  ecommerce: 'dataLayer',
  clickmap: true,
  trackLinks: true,
  accurateTrackBounce: true,
  defer: true,
};
/** The fake page's first page, as Metrica's first hit counts it. */
const firstHit = (id: number) => [id, 'hit', `${STORE}/`, { referer: 'https://ya.ru/', title: 'Верстак' }];

/**
 * A page whose scripts load when `finish(url)` is called, recording what was asked of it; it opens at
 * the store's main page, come to from a search engine, and `go(path)` navigates as a shopper does.
 */
function fakePage() {
  let href = `${STORE}/#top`;
  let title = 'Верстак';
  const requests: string[] = [];
  const pending = new Map<string, () => void>();
  // biome-ignore lint/suspicious/noExplicitAny: the counters' globals
  const global: Record<string, any> = {};
  const page: TrackerPage = {
    global,
    loadScript(url) {
      requests.push(url);
      return new Promise((resolve) => pending.set(url, resolve));
    },
    pixel(url) {
      requests.push(url);
    },
    href: () => href,
    referrer: () => 'https://ya.ru/',
    title: () => title,
    // The document was loaded at the store's main page; client navigation does not change that.
    landedAt: () => `${STORE}/#top`,
  };
  return {
    page,
    global,
    requests,
    finish(url: string) {
      pending.get(url)?.();
    },
    /** Shows `path` by client navigation: the page view a storefront sends for it. */
    go(path: string, pageTitle = `Страница ${path}`): EcommerceEvent {
      const referrer = href.split('#')[0] as string;
      href = `${STORE}${path}`;
      title = pageTitle;
      return { type: 'pageView', url: href, referrer, title };
    },
  };
}

const everything = { metrica: 1, vkPixel: 'VK-RTRG-1-abc', topMail: 2, mindbox: 'store', adNetwork: 3 };

describe('consent cookie (cookie notice, §2.9)', () => {
  it('keeps a choice for a year and reads it back', () => {
    const choice: Consent = { analytics: true, marketing: false };
    const cookie = consentCookie(choice);
    expect(cookie).toBe('verstak_consent=v1.10; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(readConsent(`a=1; ${cookie.split(';')[0]}; b=2`)).toEqual(choice);
    expect(consentCookie(choice, { secure: true, domain: 'verstak.ru' })).toBe(
      'verstak_consent=v1.10; Max-Age=31536000; Path=/; Domain=verstak.ru; SameSite=Lax; Secure',
    );
  });

  it('takes garbage, a forged or a huge value as no choice', () => {
    for (const value of ['', 'v1.1', 'v1.111', 'v2.11', 'v1.12', '1', 'v1.11 ', 'x'.repeat(100_000), '%00'])
      expect(parseConsent(value)).toBeNull();
    expect(readConsent(`verstak_consent=${'1'.repeat(5000)}`)).toBeNull();
    expect(readConsent(undefined)).toBeNull();
  });
});

describe('tracker configuration (§7.7)', () => {
  it('reads each counter id from its variable, blank ones are no counter', () => {
    expect(
      trackerConfig({
        YANDEX_METRICA_ID: ' 12345 ',
        VK_PIXEL_ID: 'VK-RTRG-100-AbC',
        TOP_MAIL_RU_ID: '',
        MINDBOX_ENDPOINT_ID: 'verstak.ru',
      }),
    ).toEqual({ metrica: 12345, vkPixel: 'VK-RTRG-100-AbC', mindbox: 'verstak.ru' });
    expect(trackerConfig({})).toEqual({});
  });

  it('refuses a malformed id with an English message', () => {
    expect(() => trackerConfig({ YANDEX_METRICA_ID: '12<script>' })).toThrow(
      /YANDEX_METRICA_ID is not a valid/,
    );
  });
});

describe('consented trackers (§7.7, §9)', () => {
  it('loads nothing and asks nothing without a choice, however long the page stays', async () => {
    const { page, requests } = fakePage();
    const trackers = consentedTrackers({ config: everything, page, consent: () => null });
    trackers.sender.send({ type: 'detail', products: [drill] });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toEqual([]);
    expect(trackers.loaded()).toEqual([]);
  });

  it('loads the marketing tracker 1 s after the page and the others at 2.5 s, each by its category', async () => {
    const { page, requests } = fakePage();
    const trackers = consentedTrackers({
      config: everything,
      page,
      consent: () => ({ analytics: true, marketing: true }),
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toEqual([MINDBOX_SCRIPT]);
    await vi.advanceTimersByTimeAsync(1499);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests.slice(1, 4)).toEqual([METRICA_SCRIPT, VK_PIXEL_SCRIPT, TOP_MAIL_SCRIPT]);
    expect(requests[4]).toMatch(/^https:\/\/ad\.adriver\.ru\/cgi-bin\/rle\.cgi\?sid=3&/);
    expect(trackers.loaded()).toEqual(['mindbox', 'metrica', 'vkPixel', 'topMail', 'adNetwork']);
  });

  it('with analytics only, loads Metrica and no marketing counter', async () => {
    const { page, requests } = fakePage();
    consentedTrackers({ config: everything, page, consent: () => ({ analytics: true, marketing: false }) });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requests).toEqual([METRICA_SCRIPT]);
  });

  it('queues events until a script is ready, retrying every 2 s, then sends them in order', async () => {
    const { page, global, finish } = fakePage();
    const trackers = consentedTrackers({
      config: { metrica: 7 },
      page,
      consent: () => ({ analytics: true, marketing: false }),
    });
    const analytics = createAnalytics({ regionCode: () => '76', senders: [trackers.sender] });
    analytics.track({ type: 'detail', products: [drill] });
    analytics.track(goalEvent('add_to_cart'));
    analytics.track(goalEvent('search', { query: 'дрель' }));
    await vi.advanceTimersByTimeAsync(2500);
    expect(global.ym.a).toHaveLength(2);
    finish(METRICA_SCRIPT);
    // Tried at 0 and 2 s; the next try, at 4 s, finds the script ready.
    await vi.advanceTimersByTimeAsync(1499);
    expect(global.ym.a).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    // Ecommerce is the page's data layer's (dataLayerAdapter), which Metrica reads itself.
    expect(global.dataLayer).toEqual([]);
    expect(global.ym.a).toEqual([
      [7, 'init', INIT],
      firstHit(7),
      [7, 'reachGoal', 'add_to_cart', {}],
      [7, 'reachGoal', 'search', { query: 'дрель' }],
    ]);
  });

  it('a choice made later loads the accepted counters; a refused one is dropped with its events', async () => {
    const { page, requests, global, finish } = fakePage();
    let choice: Consent | null = null;
    const trackers = consentedTrackers({ config: { metrica: 7, topMail: 9 }, page, consent: () => choice });
    trackers.sender.send(goalEvent('search'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(requests).toEqual([]);
    choice = { analytics: false, marketing: true };
    trackers.consentChanged();
    expect(requests).toEqual([TOP_MAIL_SCRIPT]);
    finish(TOP_MAIL_SCRIPT);
    await vi.advanceTimersByTimeAsync(2000);
    expect(global._tmr).toEqual([
      { id: '9', type: 'pageView', url: `${STORE}/`, start: expect.any(Number) },
      { id: '9', type: 'reachGoal', goal: 'search' },
    ]);
    expect(global.ym).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
    // Accepted later: it loads then, without what was dropped.
    choice = { analytics: true, marketing: true };
    trackers.consentChanged();
    expect(requests).toEqual([TOP_MAIL_SCRIPT, METRICA_SCRIPT]);
    finish(METRICA_SCRIPT);
    trackers.sender.send(goalEvent('login'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(global.ym.a.map((call: unknown[]) => call[1])).toEqual(['init', 'hit', 'reachGoal']);
  });

  it('sends goals to VK and Top.Mail.Ru, products to Mindbox, a purchase to the ad network', async () => {
    const { page, global, requests, finish } = fakePage();
    const retargeting = { Init: vi.fn(), Hit: vi.fn(), Event: vi.fn() };
    const trackers = consentedTrackers({
      config: { vkPixel: 'VK-RTRG-1-a', mindbox: 'store', adNetwork: 3 },
      page,
      consent: () => ({ analytics: false, marketing: true }),
    });
    await vi.advanceTimersByTimeAsync(2500);
    global.VK = { Retargeting: retargeting };
    finish(VK_PIXEL_SCRIPT);
    finish(MINDBOX_SCRIPT);
    await vi.advanceTimersByTimeAsync(0);
    trackers.sender.send({ type: 'add', products: [{ ...drill, quantity: 2 }] });
    trackers.sender.send(goalEvent('add_to_cart'));
    trackers.sender.send({ type: 'purchase', order: { id: 'В-1', revenue: 9980 }, products: [drill] });
    expect(retargeting.Init).toHaveBeenCalledWith('VK-RTRG-1-a');
    expect(retargeting.Event.mock.calls).toEqual([['add_to_cart'], ['purchase']]);
    expect(global.mindbox.queue).toEqual([
      ['create', { endpointId: 'store' }],
      [
        'async',
        {
          operation: 'Website.AddToCart',
          data: { addProductToList: { product: { ids: { website: '101' } }, price: 4990, count: 2 } },
        },
      ],
    ]);
    expect(requests.filter((r) => r.includes('adriver'))).toHaveLength(2);
    expect(requests.at(-1)).toContain('order=%D0%92-1&revenue=9980');
  });

  it('a counter ready between tries takes its queue with the next event, without waiting for the try', async () => {
    const { page, global, finish } = fakePage();
    const trackers = consentedTrackers({
      config: { metrica: 7 },
      page,
      consent: () => ({ analytics: true, marketing: false }),
    });
    trackers.sender.send(goalEvent('login'));
    await vi.advanceTimersByTimeAsync(2500);
    finish(METRICA_SCRIPT);
    await vi.advanceTimersByTimeAsync(0);
    trackers.sender.send(goalEvent('add_to_cart'));
    expect(global.ym.a.map((call: unknown[]) => call[2])).toEqual([
      INIT,
      `${STORE}/`,
      'login',
      'add_to_cart',
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts a page shown by client navigation once at each counter; Mindbox and the data layer take none', async () => {
    const { page, global, requests, finish } = fakePage();
    const retargeting = { Init: vi.fn(), Hit: vi.fn(), Event: vi.fn() };
    const trackers = consentedTrackers({
      config: everything,
      page,
      consent: () => ({ analytics: true, marketing: true }),
    });
    const analytics = createAnalytics({ regionCode: () => '76', senders: [trackers.sender] });
    const layer: unknown[] = [];
    analytics.addSender(dataLayerAdapter({ dataLayer: () => layer }));
    await vi.advanceTimersByTimeAsync(2500);
    global.VK = { Retargeting: retargeting };
    for (const script of [METRICA_SCRIPT, VK_PIXEL_SCRIPT, TOP_MAIL_SCRIPT, MINDBOX_SCRIPT]) finish(script);
    await vi.advanceTimersByTimeAsync(0);
    const pixels = () => requests.filter((r) => r.startsWith(AD_NETWORK_PIXEL));
    // The first page: each counter counts it as it starts, and nothing more.
    expect(global.ym.a).toEqual([[1, 'init', INIT], firstHit(1)]);
    expect(retargeting.Hit).toHaveBeenCalledTimes(1);
    expect(global._tmr).toEqual([{ id: '2', type: 'pageView', url: `${STORE}/`, start: expect.any(Number) }]);
    expect(pixels()).toHaveLength(1);

    analytics.track({
      type: 'pageView',
      url: 'https://store.test/product/drel/',
      referrer: 'https://store.test/catalog/dreli/',
      title: 'Дрель — купить',
    });
    expect(global.ym.a.slice(2)).toEqual([
      [
        1,
        'hit',
        'https://store.test/product/drel/',
        { referer: 'https://store.test/catalog/dreli/', title: 'Дрель — купить' },
      ],
    ]);
    expect(retargeting.Hit).toHaveBeenCalledTimes(2);
    expect(retargeting.Event).not.toHaveBeenCalled();
    expect(global._tmr.slice(1)).toEqual([
      { id: '2', type: 'pageView', url: 'https://store.test/product/drel/', start: expect.any(Number) },
    ]);
    expect(pixels()).toHaveLength(2);
    expect(pixels()[1]).toMatch(/^https:\/\/ad\.adriver\.ru\/cgi-bin\/rle\.cgi\?sid=3&bt=21&pz=0&rnd=\d+$/);
    expect(global.mindbox.queue).toEqual([['create', { endpointId: 'store' }]]);
    expect(layer).toEqual([]);
  });

  it('counts the page the document was loaded at first, though the counters were made after the shopper moved on', async () => {
    const { page, global, requests, finish, go } = fakePage();
    // A slow phone: the shopper went on by client navigation before the counters' code came; the
    // storefront's page view for that page waited and reaches the counters once they are made.
    const waited = go('/catalog/dreli/', 'Дрели');
    const trackers = consentedTrackers({
      config: { metrica: 1, topMail: 2 },
      page,
      consent: () => ({ analytics: true, marketing: true }),
    });
    trackers.sender.send(waited);
    await vi.advanceTimersByTimeAsync(2500);
    for (const script of [METRICA_SCRIPT, TOP_MAIL_SCRIPT]) if (requests.includes(script)) finish(script);
    await vi.advanceTimersByTimeAsync(2000);
    expect(global.ym.a).toEqual([
      [1, 'init', INIT],
      // The landing page, its referrer kept; its title is gone with it.
      [1, 'hit', `${STORE}/`, { referer: 'https://ya.ru/', title: '' }],
      [1, 'hit', `${STORE}/catalog/dreli/`, { referer: `${STORE}/`, title: 'Дрели' }],
    ]);
    expect(global._tmr.map((e: { url: string }) => e.url)).toEqual([`${STORE}/`, `${STORE}/catalog/dreli/`]);
  });

  it('counts the first page, then each page shown before a choice, once each and in order, whenever the counter starts', async () => {
    const { page, global, requests, finish, go } = fakePage();
    const retargeting = { Init: vi.fn(), Hit: vi.fn(), Event: vi.fn() };
    let choice: Consent | null = null;
    const trackers = consentedTrackers({ config: everything, page, consent: () => choice });
    // Two pages shown by client navigation before the shopper chose (and before 2.5 s).
    trackers.sender.send(go('/catalog/dreli/', 'Дрели'));
    await vi.advanceTimersByTimeAsync(1000);
    trackers.sender.send(go('/product/drel/', 'Дрель'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toEqual([]);
    // Accepted on the third page: each counter starts there, and counts the first page, not that one.
    choice = { analytics: true, marketing: true };
    trackers.consentChanged();
    global.VK = { Retargeting: retargeting };
    for (const script of [METRICA_SCRIPT, VK_PIXEL_SCRIPT, TOP_MAIL_SCRIPT, MINDBOX_SCRIPT]) finish(script);
    await vi.advanceTimersByTimeAsync(2000);
    expect(global.ym.a).toEqual([
      [1, 'init', INIT],
      firstHit(1),
      [1, 'hit', `${STORE}/catalog/dreli/`, { referer: `${STORE}/`, title: 'Дрели' }],
      [1, 'hit', `${STORE}/product/drel/`, { referer: `${STORE}/catalog/dreli/`, title: 'Дрель' }],
    ]);
    expect(global._tmr.map((e: { url: string }) => e.url)).toEqual([
      `${STORE}/`,
      `${STORE}/catalog/dreli/`,
      `${STORE}/product/drel/`,
    ]);
    // VK and the ad network take no address: three pages, three hits.
    expect(retargeting.Hit).toHaveBeenCalledTimes(3);
    expect(requests.filter((r) => r.startsWith(AD_NETWORK_PIXEL))).toHaveLength(3);
    expect(global.mindbox.queue).toEqual([['create', { endpointId: 'store' }]]);
  });

  it('with consent given, a page shown before the 2.5 s delay is counted after the first, once', async () => {
    const { page, global, finish, go } = fakePage();
    const trackers = consentedTrackers({
      config: { metrica: 7, topMail: 9 },
      page,
      consent: () => ({ analytics: true, marketing: true }),
    });
    await vi.advanceTimersByTimeAsync(2000);
    trackers.sender.send(go('/sale/', 'Акции'));
    await vi.advanceTimersByTimeAsync(500);
    finish(METRICA_SCRIPT);
    finish(TOP_MAIL_SCRIPT);
    await vi.advanceTimersByTimeAsync(2000);
    expect(global.ym.a.map((call: unknown[]) => call[2])).toEqual([INIT, `${STORE}/`, `${STORE}/sale/`]);
    expect(global._tmr.map((e: { url: string }) => e.url)).toEqual([`${STORE}/`, `${STORE}/sale/`]);
  });

  it('a counter refused, then accepted, counts from the page shown then: none of the pages seen while refused', async () => {
    const { page, global, finish, go } = fakePage();
    let choice: Consent | null = null;
    const trackers = consentedTrackers({ config: { metrica: 7 }, page, consent: () => choice });
    await vi.advanceTimersByTimeAsync(2500);
    trackers.sender.send(go('/a/', 'А'));
    choice = { analytics: false, marketing: false };
    trackers.consentChanged();
    trackers.sender.send(go('/b/', 'Б'));
    trackers.sender.send(go('/c/', 'В'));
    choice = { analytics: true, marketing: false };
    trackers.consentChanged();
    finish(METRICA_SCRIPT);
    trackers.sender.send(go('/d/', 'Г'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(global.ym.a.slice(1)).toEqual([
      [7, 'hit', `${STORE}/c/`, { referer: `${STORE}/b/`, title: 'В' }],
      [7, 'hit', `${STORE}/d/`, { referer: `${STORE}/c/`, title: 'Г' }],
    ]);
  });

  it(`keeps at most ${TRACKER_QUEUE_MAX} events waiting: the oldest page views go first, then the oldest others, never a purchase`, async () => {
    const purchase: EcommerceEvent = {
      type: 'purchase',
      order: { id: 'В-1', revenue: 4990 },
      products: [drill],
    };
    /** Top.Mail.Ru's queue, once it started after `events` waited for the shopper's choice. */
    async function waited(events: (go: (path: string) => EcommerceEvent) => EcommerceEvent[]) {
      const { page, global, finish, go } = fakePage();
      let choice: Consent | null = null;
      const trackers = consentedTrackers({ config: { topMail: 9 }, page, consent: () => choice });
      for (const event of events(go)) trackers.sender.send(event);
      await vi.advanceTimersByTimeAsync(60_000);
      choice = { analytics: false, marketing: true };
      trackers.consentChanged();
      finish(TOP_MAIL_SCRIPT);
      await vi.advanceTimersByTimeAsync(2000);
      // The first page is the counter's start, never a waiting event; what follows is what waited.
      expect(global._tmr[0]).toMatchObject({ type: 'pageView', url: `${STORE}/` });
      return global._tmr
        .slice(1)
        .map((e: { type: string; url?: string; goal?: string }) => e.url?.slice(STORE.length) ?? e.goal);
    }
    const pages = (go: (path: string) => EcommerceEvent, n: number) =>
      Array.from({ length: n }, (_, i) => go(`/p${i + 1}/`));
    // 153 events: the 53 oldest page views go; the goals and the purchase stay, in order.
    expect(
      await waited((go) => [goalEvent('login'), purchase, ...pages(go, 150), goalEvent('add_to_cart')]),
    ).toEqual(['login', 'purchase', ...Array.from({ length: 97 }, (_, i) => `/p${i + 54}/`), 'add_to_cart']);
    // No page view left to drop: the oldest other events go, the purchase stays.
    const goals = Array.from({ length: 150 }, (_, i) => goalEvent(i < 75 ? 'login' : 'search'));
    expect(await waited(() => [goalEvent('add_to_cart'), purchase, ...goals])).toEqual([
      'purchase',
      ...Array.from({ length: 24 }, () => 'login'),
      ...Array.from({ length: 75 }, () => 'search'),
    ]);
  });

  it("holds the counters' delays to §9's constants", () => {
    expect(TRACKERS.mindbox.delayMs).toBe(1000);
    for (const name of ['metrica', 'vkPixel', 'topMail', 'adNetwork'] as const)
      expect(TRACKERS[name].delayMs).toBe(ANALYTICS_INIT_DELAY_MS);
    expect(ANALYTICS_RETRY_MS).toBe(2000);
  });

  it('names every goal once', () => {
    expect(new Set(GOALS).size).toBe(GOALS.length);
  });
});
