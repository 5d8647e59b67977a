import { createApi, migrate, openDatabase, seed } from '@verstak/server';
import { createStorefront, type Handler, served } from '../../reference-app/src/server/index';

/** A seeded store in this process: its database, its API and the storefront served as `npm start` serves it. */
export interface ServedStore {
  db: Awaited<ReturnType<typeof openDatabase>>;
  api: ReturnType<typeof createApi>;
  /** The whole store: `/api/` and `/images/` to the API, every other address to the storefront. */
  handler: Handler;
  /** The answer to a GET of `path` on `host` (the main host unless a city subdomain is named). */
  get(path: string, host?: string): Promise<Response>;
  /** The text of that answer. */
  html(path: string, host?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Opens an in-memory database, migrates and seeds it with `products` products, and serves the API and
 * the storefront over it on http://localhost:3000, without a port: the server-rendering suites' store.
 */
export async function servedStore(products: number): Promise<ServedStore> {
  const db = await openDatabase({});
  await migrate(db);
  await seed(db, { products });
  const api = createApi({ db });
  const storefront = createStorefront({
    apiBaseUrl: 'http://api.internal',
    apiFetch: async (request, bindings) => api.fetch(request, bindings),
    publicOrigin: 'http://localhost:3000',
  });
  const handler = served((request) =>
    ['/api/', '/images/'].some((p) => new URL(request.url).pathname.startsWith(p))
      ? api.fetch(request)
      : storefront.fetch(request),
  );
  const get = (path: string, host = 'localhost:3000') =>
    Promise.resolve(handler(new Request(`http://${host}${path}`)));
  return {
    db,
    api,
    handler,
    get,
    html: async (path, host) => (await get(path, host)).text(),
    close: () => db.close(),
  };
}
