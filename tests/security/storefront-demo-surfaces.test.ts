import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { createApi, migrate, openDatabase, seed } from '@verstak/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront, type Handler } from '../../reference-app/src/server/index';
import { inProcessStorefront, storeHandler } from '../../scripts/launcher.mjs';

// Issue 14 §1, the storefront's side: an outside shopper reaches the API through the storefront
// (its proxy and its server-side rendering), whose own connection to the API is a loopback one. The
// demo surfaces must see the shopper's socket, not the storefront's.

/** The Node bindings of a connection from `address` that asked for `host`. */
const connection = (address: string, host = 'localhost:3000') => ({
  incoming: { socket: { remoteAddress: address }, headers: { host } },
});
const OUTSIDE = connection('192.0.2.10');
const LOCAL = connection('127.0.0.1');
const PHONE = '+7 (900) 000-00-02';

let db: Awaited<ReturnType<typeof openDatabase>>;
let api: ReturnType<typeof createApi>;
let apiServer: ServerType;

/** The three ways to a code: the outbox page, the outbox call and the sandbox form, through `handler`. */
async function demoAnswers(handler: Handler, bindings: unknown) {
  const page = await handler(new Request('http://localhost:3000/dev/outbox/'), bindings);
  const call = await handler(new Request('http://localhost:3000/api/v4/dev/outbox'), bindings);
  const sandbox = await handler(
    new Request('http://localhost:3000/sandbox/auth/vk', {
      method: 'POST',
      headers: { Origin: 'http://localhost:3000', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        redirect_uri: '/personal/external-auth/vk-id/',
        login: 'ivan.petrov@example.ru',
      }).toString(),
    }),
    bindings,
  );
  const providers = await handler(new Request('http://localhost:3000/sandbox/auth/'), bindings);
  return {
    statuses: [page.status, call.status, sandbox.status, providers.status],
    page: await page.text(),
    call: await call.text(),
  };
}

beforeAll(async () => {
  db = await openDatabase({});
  await migrate(db);
  await seed(db, { products: 60 });
  api = createApi({ db, demoSurfaces: true, logError: () => {} });
  // A code in the outbox, for a seeded shopper.
  const asked = await api.fetch(
    new Request('http://localhost:3000/api/v4/users/authentication', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ phone: PHONE }).toString(),
    }),
  );
  expect(asked.status).toBe(200);
  // The API alone over HTTP, on this machine, as the storefront standing alone reaches it.
  apiServer = await new Promise<ServerType>((done) => {
    const server = serve(
      { fetch: (request, bindings) => api.fetch(request, bindings), port: 0, hostname: '127.0.0.1' },
      () => done(server),
    );
  });
});
afterAll(async () => {
  await new Promise<void>((done) => apiServer.close(() => done()));
  await db.close();
});

describe.each([
  ['the launcher (npm start: both halves in one process)', () => storeHandler(api, storefrontInProcess)],
  ['the storefront alone, proxying to the API over HTTP', () => standalone()],
])('%s', (_name, make) => {
  let handler: Handler;
  beforeAll(() => {
    handler = make();
  });

  it('shows the outbox and the sandbox to a shopper on this machine', async () => {
    const local = await demoAnswers(handler, LOCAL);
    expect(local.statuses).toEqual([200, 200, 303, 200]);
    expect(local.page).toContain('Код для входа на Верстак');
    expect(local.call).toContain(PHONE);
  });

  it('answers 404 to a shopper elsewhere, and shows no code', async () => {
    const outside = await demoAnswers(handler, OUTSIDE);
    expect(outside.statuses).toEqual([404, 404, 404, 404]);
    expect(outside.page).not.toContain('Код для входа');
    expect(outside.call).not.toContain(PHONE);
  });

  it('answers 404 when the server binding names no client, or a forged header names a local one', async () => {
    expect((await demoAnswers(handler, undefined)).statuses).toEqual([404, 404, 404, 404]);
    const forged = await handler(
      new Request('http://localhost:3000/api/v4/dev/outbox', {
        headers: { 'X-Forwarded-For': '127.0.0.1', Forwarded: 'for=127.0.0.1' },
      }),
      OUTSIDE,
    );
    expect(forged.status).toBe(404);
  });

  it('answers 404 to a page on this machine that asked for a rebound name', async () => {
    const rebound = connection('127.0.0.1', 'evil.example:3000');
    const page = await handler(new Request('http://evil.example:3000/dev/outbox/'), rebound);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('Код для входа');
    const call = await handler(new Request('http://evil.example:3000/api/v4/dev/outbox'), rebound);
    expect(call.status).toBe(404);
  });
});

let inProcess: ReturnType<typeof inProcessStorefront> | undefined;
function storefrontInProcess() {
  inProcess ??= inProcessStorefront(api, 'http://localhost:3000');
  return inProcess;
}

function standalone(): Handler {
  const { port } = apiServer.address() as AddressInfo;
  const storefront = createStorefront({
    apiBaseUrl: `http://127.0.0.1:${port}`,
    publicOrigin: 'http://localhost:3000',
  });
  return (request, bindings) => storefront.fetch(request, bindings);
}
