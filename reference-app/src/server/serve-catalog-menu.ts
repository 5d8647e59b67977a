import { baseApi, createClient } from '@verstak/sdk';
import type { createCatalogMenuAssets } from './catalog-menu-asset';
import type { ApiFetch } from './serving';

/**
 * Answers `/menu.<hash>.json`: the kept version for good (its URL changes with its content), or,
 * for a hash this process has not made (another process's page, a restart), the current menu from
 * the API, cached for good only when it is that version.
 */
export async function serveCatalogMenu(
  hash: string,
  menus: ReturnType<typeof createCatalogMenuAssets>,
  api: { baseUrl: string; fetch?: ApiFetch | undefined; bindings?: unknown },
): Promise<Response> {
  let body = menus.body(hash);
  if (body === undefined) {
    const client = createClient({
      baseUrl: api.baseUrl,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
        api.fetch ? api.fetch(new Request(input, init), api.bindings) : fetch(input, init)) as typeof fetch,
    });
    try {
      const { menu } = await baseApi(client).get({ select: ['menu'] });
      if (menu) menus.urlOf(menu);
    } catch {
      return new Response('The store is briefly unavailable', {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' },
      });
    }
    body = menus.body(hash);
    if (body === undefined) return new Response('Not found', { status: 404 });
  }
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
