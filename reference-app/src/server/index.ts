import { defaultClientDir, loadClientAssets } from './assets';
import { renderPage } from './render-page';
import { FAVICON, serveAsset } from './static-files';

/** Options of {@link createStorefront}. */
export interface StorefrontOptions {
  /** Where the API is, e.g. `http://localhost:3001`; server-side calls go there. */
  apiBaseUrl: string;
  /** Calls the API in-process (the launcher passes the API's own handler); otherwise fetch over HTTP. */
  apiFetch?: typeof fetch;
  /** The built client (dist/client/); found beside the server by default. */
  clientDir?: string;
}

/** Paths the storefront hands to the API when it runs alone. */
const API_PATHS = ['/api/', '/images/'];

/** The server-rendered storefront as a Web handler: pages, built assets, and (standalone) the API proxied. */
export function createStorefront(options: StorefrontOptions): { fetch(request: Request): Promise<Response> } {
  const assets = loadClientAssets(options.clientDir ?? defaultClientDir());
  const apiBaseUrl = options.apiBaseUrl.replace(/\/+$/, '');
  return {
    async fetch(request) {
      const url = new URL(request.url);
      if (url.pathname === '/favicon.svg' || url.pathname === '/favicon.ico') {
        return new Response(FAVICON, {
          headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
        });
      }
      if (url.pathname.startsWith('/assets/') && assets.dir) {
        return (await serveAsset(assets.dir, url.pathname)) ?? new Response('Not found', { status: 404 });
      }
      if (API_PATHS.some((p) => url.pathname.startsWith(p))) {
        const target = `${apiBaseUrl}${url.pathname}${url.search}`;
        // The API sees the proxy's request; tell it the host and scheme the shopper came to.
        const headers = new Headers(request.headers);
        headers.set('X-Forwarded-Host', url.host);
        headers.set('X-Forwarded-Proto', url.protocol.replace(':', ''));
        const init: RequestInit = { method: request.method, headers };
        if (request.method !== 'GET' && request.method !== 'HEAD') init.body = await request.arrayBuffer();
        return (options.apiFetch ?? fetch)(new Request(target, init));
      }
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
      // All routes end with a slash (§2).
      if (!url.pathname.endsWith('/'))
        return Response.redirect(`${url.origin}${url.pathname}/${url.search}`, 301);
      return renderPage(request, { apiBaseUrl, apiFetch: options.apiFetch, assets });
    },
  };
}
