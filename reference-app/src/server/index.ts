import { API_SERVED_PREFIXES, createClient, RELEASE_VERSION, SITEMAP_PATH, safePath } from '@verstak/sdk';
import { type TrackerConfig, trackerConfig } from '@verstak/sdk/trackers';
import { errorRoute } from '../features/errors/error.route';
import {
  type PopularCategoriesOptions,
  popularCategoriesThrough,
} from '../features/errors/popular-categories';
import { routes } from '../routes';
import { defaultClientDir, loadClientAssets } from './assets';
import { CATALOG_MENU_PATH, createCatalogMenuAssets } from './catalog-menu-asset';
import { fallbackAnswer } from './fallback-answer';
import { forwardingHeaders } from './forwarded';
import { createGuestPageCache } from './guest-page-cache';
import { requestOrigin } from './public-origin';
import { renderPage } from './render-page';
import { serveCatalogMenu } from './serve-catalog-menu';
import type { ApiFetch } from './serving';
import { FAVICON, robotsTxt, serveAsset } from './static-files';

export { type ApiFetch, type Handler, served } from './serving';

/** Options of {@link createStorefront}. */
export interface StorefrontOptions {
  /** Where the API is, e.g. `http://localhost:3001`; server-side calls go there. */
  apiBaseUrl: string;
  /**
   * Calls the API in-process (the launcher passes the API's own handler) with the server bindings of
   * the shopper's request (its connection), so the API sees the shopper's socket and not a
   * storefront's; otherwise the API is fetched over HTTP.
   */
  apiFetch?: ApiFetch;
  /** The built client (dist/client/); found beside the server by default. */
  clientDir?: string;
  /**
   * The origin shoppers reach the store at (`PUBLIC_ORIGIN`); only it and its city subdomains appear
   * in canonical links, JSON-LD and redirects. Default `http://localhost:3000`.
   */
  publicOrigin?: string;
  /**
   * The API's catalogue generation now (`catalogGeneration(db)` of @verstak/server, in-process): with
   * it, a page made only of shared catalogue answers is kept for guests without a session until the
   * catalogue changes in any process; without it, every page is rendered anew.
   */
  catalogGeneration?: () => number;
  /**
   * The error pages' popular categories' clock and timers (`createPopularCategories`): the real ones by
   * default; tests inject theirs, so a slow read on a busy machine is not taken for a missed one.
   */
  popularCategoriesTiming?: Pick<PopularCategoriesOptions, 'now' | 'setTimer' | 'clearTimer'>;
  /**
   * Whether the store has a Yandex Maps key, so the pages' policy lets the shops' map load its API
   * (§9); by default whether `YANDEX_MAPS_API_KEY` is set, the variable the API reads for the key.
   */
  yandexMaps?: boolean;
  /**
   * The store's counters (§7.7: Metrica, VK pixel, Top.Mail.Ru, the marketing tracker, the ad
   * network); by default from the environment (`YANDEX_METRICA_ID`, `VK_PIXEL_ID`, `TOP_MAIL_RU_ID`,
   * `MINDBOX_ENDPOINT_ID`, `AD_NETWORK_SITE_ID`). None: no counter's code loads, no request leaves.
   */
  trackers?: TrackerConfig;
  /**
   * Whether every city has its own subdomain of the public origin (`CITY_SUBDOMAINS=1`): a shopper who
   * chooses or confirms a city is sent to its subdomain, keeping the path, and the cookies are shared
   * on the public origin's domain (moved there once, §4.3). Off by default.
   */
  citySubdomains?: boolean;
}

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });

/**
 * The server-rendered storefront as a Web handler: pages, built assets, and (standalone) the API
 * proxied. Wrap it in {@link served} for compression and security headers. `bindings` are the Node
 * server's (the connection): every call to the API made for a request names its client.
 */
export function createStorefront(options: StorefrontOptions): {
  fetch(request: Request, bindings?: unknown): Promise<Response>;
} {
  const assets = loadClientAssets(options.clientDir ?? defaultClientDir(), [
    ...routes.flatMap((r) => [r.chunk, r.definitionChunk]),
    errorRoute.chunk,
  ]);
  const apiBaseUrl = options.apiBaseUrl.replace(/\/+$/, '');
  const yandexMaps = options.yandexMaps ?? Boolean(process.env.YANDEX_MAPS_API_KEY?.trim());
  const trackers = options.trackers ?? trackerConfig(process.env);
  const publicOrigin = new URL(options.publicOrigin ?? 'http://localhost:3000');
  const menus = createCatalogMenuAssets(options.catalogGeneration);
  const subdomainsOn = options.citySubdomains ?? process.env.CITY_SUBDOMAINS === '1';
  // A domain cookie needs a dotted name: `localhost` keeps each host's own cookies.
  const cookieDomain =
    subdomainsOn && publicOrigin.hostname.includes('.') && !/^[\d.]+$/.test(publicOrigin.hostname)
      ? publicOrigin.hostname
      : undefined;
  const citySubdomains = subdomainsOn ? { publicOrigin, cookieDomain } : undefined;
  const guestPages = options.catalogGeneration
    ? createGuestPageCache({ generation: options.catalogGeneration })
    : undefined;
  // The error pages' popular categories (§2.8), read by this process for everyone (a guest's call,
  // nobody's cookies) and kept a short time: a storm of error pages makes one read, not one each.
  const categoriesClient = createClient({
    baseUrl: apiBaseUrl,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
      options.apiFetch ? options.apiFetch(new Request(input, init)) : fetch(input, init)) as typeof fetch,
  });
  const popularCategories = popularCategoriesThrough(categoriesClient, {
    ...(options.catalogGeneration ? { generation: options.catalogGeneration } : {}),
    ...options.popularCategoriesTiming,
  });
  return {
    async fetch(request, bindings) {
      const url = new URL(request.url);
      const where = requestOrigin(url, publicOrigin);
      if (url.pathname === '/favicon.svg' || url.pathname === '/favicon.ico') {
        return new Response(FAVICON, {
          headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
        });
      }
      if (url.pathname === '/robots.txt')
        return text(robotsTxt(where.origin), 200, { 'Cache-Control': 'public, max-age=3600' });
      const menu = CATALOG_MENU_PATH.exec(url.pathname);
      if (menu?.[1] !== undefined && (request.method === 'GET' || request.method === 'HEAD'))
        return serveCatalogMenu(menu[1], menus, { baseUrl: apiBaseUrl, fetch: options.apiFetch, bindings });
      if (url.pathname.startsWith('/assets/')) {
        return assets.dir ? serveAsset(assets.dir, request, url.pathname) : text('Not found', 404);
      }
      // The API's calls, pictures and sandbox sign-in page (§2.3 external auth), and the sitemap it writes.
      if (API_SERVED_PREFIXES.some((p) => url.pathname.startsWith(p)) || SITEMAP_PATH.test(url.pathname)) {
        const target = `${apiBaseUrl}${url.pathname}${url.search}`;
        // The API sees the proxy's request; tell it the trusted host the shopper came to.
        const headers = new Headers(request.headers);
        const trusted = new URL(where.origin);
        headers.set('X-Forwarded-Host', trusted.host);
        headers.set('X-Forwarded-Proto', trusted.protocol.replace(':', ''));
        // The API tells a remote shopper from a local one by these, not by this proxy's own connection.
        for (const [name, value] of Object.entries(forwardingHeaders(request, bindings)))
          headers.set(name, value);
        // fetch would decode a compressed answer but keep its Content-Encoding; compression is served()'s job.
        headers.set('Accept-Encoding', 'identity');
        // The API's redirects (the sandbox sign-in's 303) are the browser's to follow, not this proxy's.
        const init: RequestInit = { method: request.method, headers, redirect: 'manual' };
        if (request.method !== 'GET' && request.method !== 'HEAD') init.body = await request.arrayBuffer();
        const proxied = new Request(target, init);
        try {
          return await (options.apiFetch ? options.apiFetch(proxied, bindings) : fetch(proxied));
        } catch {
          // The API is out of reach (restarting, its host down): a passing fault, answered as the API
          // answers its own (503 with Retry-After), never a 500 with a stack in the log.
          return new Response(
            JSON.stringify({
              version: RELEASE_VERSION,
              code: 'unavailable',
              errors: { common: 'The store is briefly unavailable; try again in a moment' },
            }),
            { status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': '5' } },
          );
        }
      }
      // A form sent before its page's code ran (the browser submits it itself) comes as a POST: it is
      // sent back to the page it came from, its body unread, so nothing typed lands in a URL or a log.
      if (request.method === 'POST')
        return new Response(null, {
          status: 303,
          headers: { Location: `${where.origin}${safePath(`${url.pathname}${url.search}`)}` },
        });
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return text('Method not allowed', 405, { Allow: 'GET, HEAD, POST' });
      // All routes end with a slash (§2).
      if (!url.pathname.endsWith('/'))
        return Response.redirect(`${where.origin}${safePath(`${url.pathname}/${url.search}`)}`, 301);
      try {
        return await renderPage(request, {
          apiBaseUrl,
          apiFetch: options.apiFetch,
          assets,
          menus,
          guestPages,
          popularCategories,
          where,
          bindings,
          yandexMaps,
          trackers,
          citySubdomains,
        });
      } catch (error) {
        // A bug before any of the page was sent, the error screen's included: the fallback of §2.8,
        // logged here, never a stack trace in the answer.
        console.error(`Rendering ${url.pathname} failed before its head:`, error);
        return fallbackAnswer(500, request.method);
      }
    },
  };
}
