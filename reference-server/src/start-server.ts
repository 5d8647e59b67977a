import { type ServerType, serve } from '@hono/node-server';
import { createApi } from './create-api';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { ensureSeeded } from './seed/seed';

/** Options of {@link startServer}. */
export interface ServerOptions {
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** A PostgreSQL connection string; PGlite otherwise. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder; in memory when absent. */
  dataDir?: string | undefined;
  /** Products to seed an empty database with. */
  products?: number;
}

/** Opens, migrates and (when empty) seeds the database, then serves the API; resolves once listening. */
export async function startServer(options: ServerOptions): Promise<{ port: number; close(): Promise<void> }> {
  const db = await openDatabase({ url: options.databaseUrl, dataDir: options.dataDir });
  await migrate(db);
  await ensureSeeded(db, options.products === undefined ? {} : { products: options.products });
  const app = createApi({ db });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port }, () => resolve(s));
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
