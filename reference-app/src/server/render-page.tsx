import { createVerstak } from '@verstak/react';
import {
  ACCESS_TOKEN_COOKIE,
  type BaseData,
  baseApi,
  createClient,
  memoryTokenStore,
  readTokenCookie,
} from '@verstak/sdk';
import { renderToString } from 'react-dom/server';
import { App } from '../app/app';
import { type AnyPage, errorPage, loadPage, routeNamed } from '../app/load-page';
import type { AppState, InlinedState, PageState } from '../app/page-state';
import { primeStores } from '../app/prime';
import { renderHeadTags } from '../head';
import { STATE_GLOBAL, serializeState } from '../inline-state';
import type { ClientAssets } from './assets';
import type { RequestOrigin } from './public-origin';
import { createNonce, pagePolicy } from './security-headers';

/** What rendering a page needs. */
export interface RenderDeps {
  apiBaseUrl: string;
  apiFetch?: typeof fetch | undefined;
  assets: ClientAssets;
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
  const client = createClient({
    baseUrl: deps.apiBaseUrl,
    ...(deps.apiFetch ? { fetch: deps.apiFetch } : {}),
    tokenStore: memoryTokenStore(cookie.token),
    pageUrl: () => `${origin}${url.pathname}${url.search}`,
  });
  const verstak = createVerstak(client);

  let base: BaseData = {};
  let page: PageState;
  let Page: AnyPage;
  try {
    base = await baseApi(client).get(subdomain ? { hostSubdomain: subdomain } : {});
    if (subdomain && base.city && base.city.subdomain !== subdomain) {
      // No such city: its pages would be Moscow's under a wrong name.
      return Response.redirect(`${mainOrigin(origin, subdomain)}${url.pathname}${url.search}`, 301);
    }
    if (base.city) client.setCity(base.city.locationId);
    ({ state: page, Page } = await loadPage(client, url));
  } catch {
    // The API is down: the error screen of §8, still a whole page.
    ({ state: page, Page } = await errorPage(
      `${url.pathname}${url.search}`,
      503,
      'Сайт временно недоступен',
    ));
  }

  const state: AppState = { base, page };
  primeStores(verstak, state);
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
  const assets = deps.assets.tags(routeNamed(page.route).chunk, nonce);
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
<script nonce="${nonce}">window.${STATE_GLOBAL}=${serializeState(inlined)}</script>
${assets.body}
</body>
</html>`;
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': pagePolicy(nonce),
  });
  // A mangled token would break the browser's SDK on every page: forget it (treated as logged out).
  if (cookie.malformed)
    headers.append('Set-Cookie', `${ACCESS_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  return new Response(request.method === 'HEAD' ? null : html, { status: page.status, headers });
}

/** `http://yaroslavl.localhost:3000` without its city: `http://localhost:3000`. */
function mainOrigin(origin: string, subdomain: string): string {
  return origin.replace(`//${subdomain}.`, '//');
}
