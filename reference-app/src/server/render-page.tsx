import { createVerstak } from '@verstak/react';
import {
  ACCESS_TOKEN_COOKIE,
  type BaseData,
  baseApi,
  createClient,
  memoryTokenStore,
  readCookie,
} from '@verstak/sdk';
import { renderToString } from 'react-dom/server';
import { App } from '../app/app';
import { loadErrorPage, loadPage } from '../app/load-page';
import type { AppState, PageState } from '../app/page-state';
import { primeStores } from '../app/prime';
import { renderHeadTags } from '../head';
import { hostSubdomain } from '../host-subdomain';
import { STATE_GLOBAL, serializeState } from '../inline-state';
import type { ClientAssets } from './assets';

/** What rendering a page needs. */
export interface RenderDeps {
  apiBaseUrl: string;
  apiFetch?: typeof fetch | undefined;
  assets: ClientAssets;
}

/** The source path of a route's chunk, as Vite's manifest keys it. */
export function chunkOf(route: PageState['route']): string {
  const kebab = route.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return `src/pages/${kebab}-page.tsx`;
}

/**
 * Renders one page request: one SDK client for this request only (token from its cookie, city from
 * its host), the route's loader, the HTML with head, inlined state and the route's chunks.
 */
export async function renderPage(request: Request, deps: RenderDeps): Promise<Response> {
  const url = new URL(request.url);
  const token = readCookie(request.headers.get('cookie') ?? '', ACCESS_TOKEN_COOKIE);
  const client = createClient({
    baseUrl: deps.apiBaseUrl,
    ...(deps.apiFetch ? { fetch: deps.apiFetch } : {}),
    tokenStore: memoryTokenStore(token),
    pageUrl: () => url.href,
  });
  const verstak = createVerstak(client);
  const subdomain = hostSubdomain(url.host);

  let base: BaseData = {};
  let page: PageState;
  let Page: Awaited<ReturnType<typeof loadErrorPage>>['Page'];
  try {
    base = await baseApi(client).get(subdomain ? { hostSubdomain: subdomain } : {});
    if (base.city) client.setCity(base.city.locationId);
    const loaded = await loadPage(client, url);
    page = loaded.state;
    Page = loaded.module.Page;
  } catch {
    // The API is down: the error screen of §8, still a whole page.
    page = {
      href: `${url.pathname}${url.search}`,
      route: 'error',
      data: null,
      status: 503,
      head: {
        title: '503',
        description: 'Сайт временно недоступен',
        canonical: '',
        robots: 'noindex, nofollow',
        breadcrumbs: [],
      },
      errorMessage: 'Сайт временно недоступен',
    };
    Page = (await loadErrorPage()).Page;
  }

  const state: AppState = { base, page };
  primeStores(verstak, state, url.pathname);
  const body = renderToString(
    <App
      verstak={verstak}
      state={state}
      Page={Page}
      ssr={{ path: url.pathname, search: url.search.slice(1) }}
    />,
  );
  const assets = deps.assets.tags(chunkOf(page.route));
  const html = `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${renderHeadTags(page.head, url.origin)}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${assets.head}
</head>
<body>
<div id="root">${body}</div>
<script>window.${STATE_GLOBAL}=${serializeState(state)}</script>
${assets.body}
</body>
</html>`;
  return new Response(html, {
    status: page.status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
