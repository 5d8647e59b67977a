import { createVerstak } from '@verstak/react';
import {
  ACCESS_TOKEN_COOKIE,
  type BaseData,
  type BaseSelect,
  baseApi,
  CITY_COOKIE,
  CITY_REDIRECT_COOKIE,
  cityBaseRequest,
  cityCookieLine,
  createClient,
  HEADER_BANNER_COOKIE,
  headerBannerShownOn,
  isTokenExpired,
  memoryTokenStore,
  parseCityCookie,
  REFRESH_TOKEN_COOKIE,
  rawCookie,
  readTokenCookie,
  safePath,
  storedCityMatches,
  takeAuthHash,
} from '@verstak/sdk';
import type { TrackerConfig } from '@verstak/sdk/trackers';
import type { AnyRoute } from '../app/define-route';
import { domainCookieLines } from '../app/domain-cookie';
import { canonicalOrigin, renderHeadTags } from '../app/head';
import { STATE_GLOBAL, serializeState } from '../app/inline-state';
import { type AnyPage, errorPage, loadPage, routeNamed } from '../app/load-page';
import type { AppState, InlinedState, PageState } from '../app/page-state';
import { NO_POPULAR_CATEGORIES, type PopularCategoriesSource } from '../features/errors/popular-categories';
import { App } from '../shell/app';
import { HeaderBanners } from '../shell/header-banners';
import { renderHeaderBannersWith } from '../shell/server-header-banners';
import type { ClientAssets } from './assets';
import { basketAsShown } from './basket-as-shown';
import { cardAsShown } from './card-as-shown';
import { type createCatalogMenuAssets, withoutCatalogMenu } from './catalog-menu-asset';
import { createCookieJar } from './cookie-jar';
import { migrateCookies } from './cookie-migration';
import { forwardingHeaders } from './forwarded';
import { type GuestPageCache, type KeptPage, SHARED_DATA_HEADER } from './guest-page-cache';
import { cityRedirectTarget, type RequestOrigin } from './public-origin';
import { createNonce, type PagePolicyOptions, pagePolicy } from './security-headers';
import type { ApiFetch } from './serving';
import { type DocumentParts, streamDocument } from './stream-document';
import { trackersScript } from './trackers-script';

/** When a shopper's browser (or a crawler) should ask again for a page answered 503, as the API says. */
const RETRY_AFTER_SECONDS = '5';

/** What rendering a page needs. */
export interface RenderDeps {
  apiBaseUrl: string;
  apiFetch?: ApiFetch | undefined;
  assets: ClientAssets;
  /** The catalogue menu's own file: pages link it instead of inlining it. */
  menus: ReturnType<typeof createCatalogMenuAssets>;
  /** Pages kept for guests without a session; none are kept without it. */
  guestPages?: GuestPageCache | undefined;
  /** The error pages' popular categories (§2.8), kept by this process; none without it. */
  popularCategories?: PopularCategoriesSource | undefined;
  /** The Node server's bindings of this request (its connection), passed on to an in-process API. */
  bindings?: unknown;
  /** The trusted origin of this request (never taken from a forged Host) and its city subdomain. */
  where: RequestOrigin;
  /** The store has a Yandex Maps key: the pages' policy lets the map's API load. */
  yandexMaps?: boolean | undefined;
  /** The store's counters (§7.7): pages name them to the browser, and their policy lets them load. */
  trackers?: TrackerConfig | undefined;
  /**
   * The cities' subdomains are on: the domain their cookies are shared on (the public origin's host),
   * so a confirmed or chosen city sends the shopper to its subdomain (§4.3) and the cookies migrate.
   */
  citySubdomains?: { publicOrigin: URL; cookieDomain?: string | undefined } | undefined;
}

/** The page's policy options of a render. */
const policyOf = (deps: RenderDeps) => ({
  yandexMaps: deps.yandexMaps ?? false,
  trackers: deps.trackers ?? {},
});

/** Every part of the base data (§3), the city among them. */
const BASE_PARTS = [
  'city',
  'menu',
  'user',
  'fUserId',
  'compare',
  'favorites',
  'basket',
  'shops',
  'headerBanners',
  'estimatesCount',
] as const satisfies readonly BaseSelect[];

renderHeaderBannersWith(HeaderBanners);

/**
 * Renders one page request: one SDK client for this request only (token from its cookie, city from
 * its trusted host), the route's loader, the HTML with head, inlined state (under a per-response
 * CSP nonce) and the route's chunks. An unknown city subdomain is redirected to the main host.
 */
export async function renderPage(request: Request, deps: RenderDeps): Promise<Response> {
  const url = new URL(request.url);
  const { origin, subdomain } = deps.where;
  // The first visit after the cookie domain changed moves the browser's cookies first (§4.3).
  const cookieDomain = deps.citySubdomains?.cookieDomain;
  const migration = cookieDomain
    ? migrateCookies(request.headers.get('cookie') ?? '', cookieDomain)
    : { header: request.headers.get('cookie') ?? '', lines: [] };
  const cookie = readTokenCookie(migration.header);
  const jar = createCookieJar(migration.header);
  // The stored city (§4.3): a valid one stays current and keys the kept pages by itself; on a city's
  // subdomain the host names the city.
  const storedCity = rawCookie(migration.header, CITY_COOKIE);
  const cityAsk = cityBaseRequest(parseCityCookie(storedCity), BASE_PARTS);
  // Just chosen or confirmed in the browser (a one-shot cookie): off to the city's subdomain (§4.3).
  if (rawCookie(migration.header, CITY_REDIRECT_COOKIE) !== null) {
    const target =
      deps.citySubdomains && cityAsk.city
        ? cityRedirectTarget(cityAsk.city, deps.citySubdomains.publicOrigin, url)
        : null;
    const clear = `${CITY_REDIRECT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    if (target !== null)
      return new Response(null, {
        status: 302,
        headers: [
          ['Location', target],
          ['Cache-Control', 'no-store'],
          ['Set-Cookie', clear],
          ...migration.lines.map((line): [string, string] => ['Set-Cookie', line]),
        ],
      });
    migration.lines.push(clear);
  }
  // A guest without a session (no token, no refresh cookie, no login link) sees what every such
  // guest sees: a page kept for them is answered as it is.
  const guestPages =
    deps.guestPages &&
    !cookie.token &&
    !cookie.malformed &&
    !jar.has(ACCESS_TOKEN_COOKIE) &&
    !jar.has(REFRESH_TOKEN_COOKIE) &&
    // A guest who closed a header banner sees pages without it: not the kept ones.
    !jar.has(HEADER_BANNER_COOKIE) &&
    !url.searchParams.has('h') &&
    migration.lines.length === 0 &&
    // A city cookie that is no valid city is set anew with this page: not a kept one's.
    (storedCity === null || cityAsk.city !== null || subdomain !== undefined)
      ? deps.guestPages
      : undefined;
  // Pages differ by city: a kept page is a city's (the host's on a subdomain, else the stored one's
  // locationId). Never the cookie's text: a page is kept only when the stored city was the server's
  // record of its locationId, so a forged name neither adds a key nor reaches anyone else.
  const cityKey = subdomain !== undefined || cityAsk.city === null ? '-' : cityAsk.city.locationId;
  const key = `${origin} ${cityKey} ${url.pathname}${url.search}`;
  const kept = guestPages?.get(key);
  if (kept) return keptAnswer(kept, request.method, policyOf(deps));
  const generation = guestPages?.generation() ?? 0;
  const menuGeneration = deps.menus.generation();
  /** Whether every API answer of this render was shared catalogue data (the API says so). */
  let shared = true;
  // Every call names the shopper it is made for: the API tells a remote one from a local one by it.
  const forwarding = Object.entries(forwardingHeaders(request, deps.bindings));
  const toApi = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = new Request(input, init);
    for (const [name, value] of forwarding) call.headers.set(name, value);
    const answer = await (deps.apiFetch ? deps.apiFetch(call, deps.bindings) : fetch(call));
    if (answer.headers.get(SHARED_DATA_HEADER) !== 'catalog') shared = false;
    return answer;
  }) as typeof fetch;
  const client = createClient({
    baseUrl: deps.apiBaseUrl,
    // The shopper's cookies go to the API (the refresh cookie is HttpOnly and path /), and what the
    // API sets comes back with the page.
    fetch: jar.wrap(toApi),
    tokenStore: memoryTokenStore(cookie.token),
    pageUrl: () => `${origin}${url.pathname}${url.search}`,
  });
  const verstak = createVerstak(client);
  /** The city cookie to set anew with the page: a stale one gets the server's city (§4.3). */
  let cityLine: string | undefined;
  const cookiesFor = () => {
    const token = client.tokenStore.get();
    return [
      ...migration.lines,
      ...jar.answer(token, token !== cookie.token),
      ...(cityLine === undefined ? [] : domainCookieLines(cityLine, cookieDomain)),
    ];
  };

  // A returning shopper whose 15-minute access token (and so its cookie) is gone still has the refresh
  // cookie: renew once here, so the page renders signed in and no guard sends them to login (§4.1).
  const token = cookie.token;
  if ((!token || isTokenExpired(token)) && jar.has(REFRESH_TOKEN_COOKIE)) {
    try {
      await verstak.session.refresh();
    } catch {
      // A refused or failed refresh: the page renders for a guest.
    }
  }
  // `?h=` is a one-time login link (§4.1): exchange it, then show the same address without it.
  const { hash, path: withoutHash } = takeAuthHash(`${url.pathname}${url.search}`);
  if (hash !== null) {
    try {
      await verstak.session.exchangeAuthHash(hash);
    } catch {
      // A spent or unknown link: the page shows as it would without it.
    }
    return redirectTo(withoutHash, cookiesFor());
  }

  const categories = deps.popularCategories ?? NO_POPULAR_CATEGORIES;
  let base: BaseData = {};
  let menuUrl: string | undefined;
  let page: PageState;
  let Page: AnyPage;
  let prime: AnyRoute['prime'];
  try {
    if (subdomain) base = await baseApi(client).get({ hostSubdomain: subdomain });
    else {
      // The stored city's locationId (a stale one's old one) is sent, and the server's city of it
      // comes back (§4.3): the city asked for even when the cookie is valid, since its text is the
      // browser's to forge. The page shows the server's record (the default city for an unknown
      // locationId) and stores it anew whenever the cookie says anything else.
      client.setCity(cityAsk.currentCity);
      base = await baseApi(client).get({ select: [...BASE_PARTS] });
      if (storedCity !== null && base.city && !(cityAsk.city && storedCityMatches(cityAsk.city, base.city)))
        cityLine = cityCookieLine(base.city, cookieDomain);
    }
    if (subdomain && base.city && base.city.subdomain !== subdomain) {
      // No such city: its pages would be Moscow's under a wrong name.
      return Response.redirect(
        `${mainOrigin(origin, subdomain)}${safePath(`${url.pathname}${url.search}`)}`,
        301,
      );
    }
    if (base.city) client.setCity(base.city.locationId);
    // Only the header banners this page shows are rendered and inlined (§3 showPages, excludedPages).
    if (base.headerBanners)
      base = {
        ...base,
        headerBanners: base.headerBanners.filter((b) => headerBannerShownOn(b, url.pathname)),
      };
    // The catalogue tree shows only once the menu opens: the page links it rather than inlines it.
    if (base.menu) {
      // A catalogue write between reading the generation and this answer: the menu is named by its
      // own bytes, never by the old generation's file.
      const unmoved = deps.menus.generation() === menuGeneration;
      menuUrl = deps.menus.urlOf(base.menu, unmoved ? menuGeneration : undefined);
      base = { ...base, menu: withoutCatalogMenu(base.menu) };
    }
    const loaded = await loadPage(client, url, categories);
    // A guard said no (§6): a redirect before any of the page is sent, never a flash of it.
    if (loaded.redirect !== undefined) return redirectTo(loaded.redirect, cookiesFor());
    ({ state: page, Page, prime } = loaded);
  } catch {
    shared = false;
    // The API is down: the error screen of §8, still a whole page.
    ({ state: page, Page } = await errorPage(
      `${url.pathname}${url.search}`,
      503,
      'Сайт временно недоступен',
      undefined,
      categories,
    ));
  }

  const nonce = createNonce();
  const main = subdomain ? mainOrigin(origin, subdomain) : origin;
  const parts = documentParts(
    { origin, main, cookieDomain },
    deps.assets,
    { base, page, menuUrl },
    nonce,
    deps.trackers,
  );
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': pagePolicy(nonce, policyOf(deps)),
  });
  // The store is briefly away (the API or its database): a passing fault, as the API's own 503s say.
  if (page.status === 503) headers.set('Retry-After', RETRY_AFTER_SECONDS);
  const cookies = cookiesFor();
  for (const line of cookies) headers.append('Set-Cookie', line);
  // A mangled token would break the browser's SDK on every page: forget it (treated as logged out).
  if (cookie.malformed && client.tokenStore.get() === null)
    headers.append('Set-Cookie', `${ACCESS_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  if (request.method === 'HEAD') return new Response(null, { status: page.status, headers });
  // The page is streamed: nginx in front (deploy/nginx.conf.template) would otherwise buffer it and hold
  // back the head and the LCP image's preload until the body is done. Only these answers say so; the
  // API's and the files' stay buffered, which frees a store process from a slow shopper (docs/deploy.md).
  headers.set('X-Accel-Buffering', 'no');

  // Root seeds and primes the stores from `state` as it first renders, here and in the browser alike.
  const state: AppState = menuUrl === undefined ? { base, page } : { base, page, menuUrl };
  const app = (
    <App
      verstak={verstak}
      state={state}
      Page={Page}
      prime={prime}
      ssr={{ path: url.pathname, search: url.search.slice(1) }}
    />
  );
  // A guest's page of shared catalogue answers alone, with nothing of a session: kept for the next one.
  const keep =
    guestPages && shared && page.status === 200 && cookies.length === 0
      ? (html: string) => guestPages.set(key, html, nonce, page.status, generation)
      : undefined;
  const body = streamDocument(
    parts,
    app,
    async (error) => {
      // A bug in a page, found after its head has left: the error screen in its place (§8), logged.
      console.error(`Rendering ${url.pathname} failed:`, error);
      const failed = await errorPage(
        `${url.pathname}${url.search}`,
        500,
        'Ошибка сервера',
        undefined,
        categories,
      );
      const failedState: AppState = { base, page: failed.state };
      return {
        app: (
          <App
            verstak={verstak}
            state={failedState}
            Page={failed.Page}
            prime={undefined}
            ssr={{ path: url.pathname, search: url.search.slice(1) }}
          />
        ),
        tail: documentParts(
          { origin, main, cookieDomain },
          deps.assets,
          { base, page: failed.state },
          nonce,
          deps.trackers,
        ).tail,
      };
    },
    keep,
  );
  return new Response(body, { status: page.status, headers });
}

/**
 * The document around a page's markup: the head (its tags, styles and preloads, the LCP image's
 * among them) and the tail (the inlined state under the response's nonce, then the scripts).
 */
function documentParts(
  { origin, main, cookieDomain }: { origin: string; main: string; cookieDomain?: string | undefined },
  assets: ClientAssets,
  { base, page, menuUrl }: { base: BaseData; page: PageState; menuUrl?: string | undefined },
  nonce: string,
  trackers: TrackerConfig = {},
): DocumentParts {
  const { head: _derived, ...inlinedPage } = page;
  const shownBase = base.basket ? { ...base, basket: basketAsShown(base.basket) } : base;
  const inlined: InlinedState =
    menuUrl === undefined
      ? { base: shownBase, page: inlinedPage }
      : { base: shownBase, page: inlinedPage, menuUrl };
  // The page's chunk and its route's definition (head, prime), which hydration loads together.
  const named = routeNamed(page.route);
  const tags = assets.tags([named.chunk, named.definitionChunk], nonce);
  return {
    nonce,
    head: `<!doctype html>
<html lang="ru"${cookieDomain ? ` data-cookie-domain="${cookieDomain}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${renderHeadTags(page.head, origin, canonicalOrigin(page.head.canonical, origin, main))}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${tags.head}
</head>
<body>
<div id="root">`,
    tail: `</div>
<script nonce="${nonce}">window.dataLayer=window.dataLayer||[];${trackersScript(trackers)}window.${STATE_GLOBAL}=${serializeState(inlined, cardAsShown)}</script>
${tags.body}
</body>
</html>`,
  };
}

/** A kept guest page with a fresh nonce: the same bytes but for it, and the policy naming it. */
function keptAnswer(kept: KeptPage, method: string, policy: PagePolicyOptions): Response {
  const nonce = createNonce();
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': pagePolicy(nonce, policy),
  });
  return new Response(method === 'HEAD' ? null : kept.parts.join(nonce), { status: kept.status, headers });
}

/**
 * A 302 to a path of this site, carrying the cookies the API set on the way. The path goes through
 * the one safe-path rule: `//evil.example/?h=…` must not send anyone to `//evil.example/`.
 */
function redirectTo(path: string, cookies: readonly string[]): Response {
  const headers = new Headers({ Location: safePath(path), 'Cache-Control': 'no-store' });
  for (const line of cookies) headers.append('Set-Cookie', line);
  return new Response(null, { status: 302, headers });
}

/** `http://yaroslavl.localhost:3000` without its city: `http://localhost:3000`. */
function mainOrigin(origin: string, subdomain: string): string {
  return origin.replace(`//${subdomain}.`, '//');
}
