// docs/recipes/node-bot.md is run: its code is docs/recipes/node-bot.ts word for word, and that runs
// against the reference API on a local port, as a reader would run it.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { catalogApi, createClient, createSession, paginate, paginateItems } from '@verstak/sdk';
import { nodeSession } from '@verstak/sdk/node';
import { createApi, type Db, migrate, openDatabase, seed } from '@verstak/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBot } from '../../docs/recipes/node-bot';

const recipe = new URL('../../docs/recipes/', import.meta.url);
let db: Db;
let server: ServerType;
let origin = '';
let dir = '';
/** The paths the API was asked for, in order. */
const paths: string[] = [];

beforeAll(async () => {
  db = await openDatabase({});
  await migrate(db);
  await seed(db, { products: 200 });
  const app = createApi({ db, logError: () => {} });
  server = serve({
    fetch: (request: Request) => {
      paths.push(new URL(request.url).pathname);
      return app.fetch(request);
    },
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = mkdtempSync(join(tmpdir(), 'verstak-recipe-'));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the Node bot recipe', () => {
  it('shows the code that is run', () => {
    const page = readFileSync(new URL('node-bot.md', recipe), 'utf8');
    const code = readFileSync(new URL('node-bot.ts', recipe), 'utf8');
    expect(page).toContain(`\`\`\`ts\n${code}\`\`\``);
  });

  it('logs in once, walks a section page by page, and keeps the cheapest product in the basket', async () => {
    const env = {
      VERSTAK_API: origin,
      VERSTAK_SESSION: join(dir, 'bot', 'session.json'),
      VERSTAK_LOGIN: 'ivan.petrov@example.ru',
      VERSTAK_PASSWORD: 'verstak2026',
      BOT_QUERY: 'дрель',
    };
    const first = await runBot(env);
    expect(first.checked).toBeGreaterThan(0);
    expect(first.cheapest).not.toBeNull();
    expect(statSync(env.VERSTAK_SESSION).mode & 0o777).toBe(0o600);
    // A second run reads the session file: no login, the same product, nothing added twice.
    const second = await runBot({ ...env, VERSTAK_PASSWORD: undefined });
    expect(second).toEqual(first);
    expect(paths.filter((p) => p.endsWith('/users/login'))).toHaveLength(1);
  });

  it('logs in again when its session was ended elsewhere (the refresh credential revoked)', async () => {
    const env = {
      VERSTAK_API: origin,
      VERSTAK_SESSION: join(dir, 'revoked', 'session.json'),
      VERSTAK_LOGIN: 'ivan.petrov@example.ru',
      VERSTAK_PASSWORD: 'verstak2026',
    };
    await runBot(env);
    // A copy of the session logs out: the server revokes the credential the bot's file holds too.
    const copy = `${env.VERSTAK_SESSION}.copy`;
    copyFileSync(env.VERSTAK_SESSION, copy);
    const other = createClient({ baseUrl: origin, ...nodeSession({ file: copy }) });
    await createSession({ client: other }).logout();
    // The bot's token is gone (as after 15 minutes): the next run must refresh, is refused, logs in.
    const saved = JSON.parse(readFileSync(env.VERSTAK_SESSION, 'utf8')) as Record<string, unknown>;
    writeFileSync(env.VERSTAK_SESSION, JSON.stringify({ ...saved, token: null }));
    const logins = paths.filter((p) => p.endsWith('/users/login')).length;
    await expect(runBot(env)).resolves.toMatchObject({ cheapest: expect.any(Object) });
    expect(paths.filter((p) => p.endsWith('/users/login')).length).toBe(logins + 1);
  });

  it('walks a real section with paginateItems: every product once, as many as the listing says', async () => {
    const client = createClient({ baseUrl: origin });
    // The catalogue's largest section: one of several pages of five.
    const tree = await catalogApi(client).sections({});
    const largest = [...tree.items].sort((a, b) => b.productCount - a.productCount)[0];
    expect(largest?.productCount ?? 0).toBeGreaterThan(5);
    const path = largest?.url ?? '';
    const pages = [];
    for await (const page of paginate(catalogApi(client).section, { path, count: 5 })) pages.push(page);
    const total = pages[0]?.pagination.total ?? 0;
    expect(pages.length).toBe(Math.ceil(total / 5));
    expect(pages.length).toBeGreaterThan(1);
    const ids = [];
    for await (const product of paginateItems(catalogApi(client).section, { path, count: 5 }))
      ids.push(product.id);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  });
});
