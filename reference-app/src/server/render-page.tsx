import { createVerstak } from '@verstak/react';
import {
  ACCESS_TOKEN_COOKIE,
  type BaseData,
  baseApi,
  createClient,
  isTokenExpired,
  memoryTokenStore,
  REFRESH_TOKEN_COOKIE,
  readTokenCookie,
  safePath,
  takeAuthHash,
} from '@verstak/sdk';
import { renderToString } from 'react-dom/server';
import type { AnyRoute } from '../app/define-route';
import { renderHeadTags } from '../app/head';
import { STATE_GLOBAL, serializeState } from '../app/inline-state';
import { type AnyPage, errorPage, loadPage, routeNamed } from '../app/load-page';
import type { AppState, InlinedState, PageState } from '../app/page-state';
import { primeStores } from '../app/prime';
import { App } from '../shell/app';
import type { ClientAssets } from './assets';
import { createCookieJar } from './cookie-jar';
import { forwardingHeaders } from './forwarded';
import type { RequestOrigin } from './public-origin';
import { createNonce, pagePolicy } from './security-headers';
import type { ApiFetch } from './serving';

/** When a shopper's browser (or a crawler) should ask again for a page answered 503, as the API says. */
const RETRY_AFTER_SECONDS = '5';

/** What rendering a page needs. */
export interface RenderDeps {
  apiBaseUrl: string;
  apiFetch?: ApiFetch | undefined;
  assets: ClientAssets;
  /** The Node server's bindings of this request (its connection), passed on to an in-process API. */
  bindings?: unknown;
  /** The trusted origin of this request (never taken from a forged Host) and its city subdomain. */
  where: RequestOrigin;
}

/**
 * Renders one page request: one SDK client for this request only (token from its cookie, city from
 * its trusted host), the route's loader, the HTML with head, inlined state (under a per-response
 * CSP nonce) and the route's chunks. An unknown city subdomain is redirected to the main host.
 */
export async function renderPage(request: Request, deps: RenderDeps): Promise<Response> {
  const url = new URL(request.url);
  const { origin, subdomain } = deps.where;
  const cookie = readTokenCookie(request.headers.get('cookie') ?? '');
  const jar = createCookieJar(request.headers.get('cookie') ?? '');
  // Every call names the shopper it is made for: the API tells a remote one from a local one by it.
  const forwarding = Object.entries(forwardingHeaders(request, deps.bindings));
  const toApi = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = new Request(input, init);
    for (const [name, value] of forwarding) call.headers.set(name, value);
    return deps.apiFetch ? deps.apiFetch(call, deps.bindings) : fetch(call);
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
  const cookiesFor = () => {
    const token = client.tokenStore.get();
    return jar.answer(token, token !== cookie.token);
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

  let base: BaseData = {};
  let page: PageState;
  let Page: AnyPage;
  let prime: AnyRoute['prime'];
  try {
    base = await baseApi(client).get(subdomain ? { hostSubdomain: subdomain } : {});
    if (subdomain && base.city && base.city.subdomain !== subdomain) {
      // No such city: its pages would be Moscow's under a wrong name.
      return Response.redirect(
        `${mainOrigin(origin, subdomain)}${safePath(`${url.pathname}${url.search}`)}`,
        301,
      );
    }
    if (base.city) client.setCity(base.city.locationId);
    const loaded = await loadPage(client, url);
    // A guard said no (§6): a redirect before any of the page is sent, never a flash of it.
    if (loaded.redirect !== undefined) return redirectTo(loaded.redirect, cookiesFor());
    ({ state: page, Page, prime } = loaded);
  } catch {
    // The API is down: the error screen of §8, still a whole page.
    ({ state: page, Page } = await errorPage(
      `${url.pathname}${url.search}`,
      503,
      'Сайт временно недоступен',
    ));
  }

  const state: AppState = { base, page };
  primeStores(verstak, state, prime);
  const body = renderToString(
    <App
      verstak={verstak}
      state={state}
      Page={Page}
      ssr={{ path: url.pathname, search: url.search.slice(1) }}
    />,
  );
  const { head: _derived, ...inlinedPage } = page;
  const inlined: InlinedState = { base, page: inlinedPage };
  const nonce = createNonce();
  const named = routeNamed(page.route);
  const assets = deps.assets.tags([named.chunk, named.definitionChunk], nonce);
  const html = `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${renderHeadTags(page.head, origin)}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${assets.head}
</head>
<body>
<div id="root">${body}</div>
<script nonce="${nonce}">window.dataLayer=window.dataLayer||[];window.${STATE_GLOBAL}=${serializeState(inlined)}</script>
${assets.body}
</body>
</html>`;
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': pagePolicy(nonce),
  });
  // The store is briefly away (the API or its database): a passing fault, as the API's own 503s say.
  if (page.status === 503) headers.set('Retry-After', RETRY_AFTER_SECONDS);
  for (const line of cookiesFor()) headers.append('Set-Cookie', line);
  // A mangled token would break the browser's SDK on every page: forget it (treated as logged out).
  if (cookie.malformed && client.tokenStore.get() === null)
    headers.append('Set-Cookie', `${ACCESS_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  return new Response(request.method === 'HEAD' ? null : html, { status: page.status, headers });
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
