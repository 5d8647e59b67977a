// A Node bot written against the packed @verstak/sdk as its README says (nodeSession on Node),
// compiled and run by ../consumer.test.ts in a fresh project that installed the tarballs. It is
// type-checked there under strict, exactOptionalPropertyTypes and noUncheckedIndexedAccess, with
// moduleResolution bundler and node16. Each command prints one JSON line for the test to read.
//
//   node bot.js guest <api>            search → basket → pickup order, as a guest
//   node bot.js login <api> <session>  logs in, keeps the session in a file, adds to the basket
//   node bot.js again <api> <session>  a later run on the same file, after the access token expired
import {
  ApiError,
  basketApi,
  type Client,
  createClient,
  identityApi,
  ordersApi,
  searchApi,
} from '@verstak/sdk';
import { nodeSession } from '@verstak/sdk/node';

const [command, api = '', sessionPath = ''] = process.argv.slice(2);

/** Products a guest can buy now, as a search for `query` finds them. */
async function buyable(client: Client, query: string): Promise<number[]> {
  const found = await searchApi(client).catalog({ q: query, limit: 20 });
  return found.products.filter((product) => product.isAvailable).map((product) => product.id);
}

/** A client whose login lives in a file: the access token, and the refresh cookie Node has no jar for. */
function sessionClient(path: string): { client: Client; loggedOut: () => number } {
  const client = createClient({ baseUrl: api, ...nodeSession({ file: path }) });
  let loggedOut = 0;
  client.events.on('loggedOut', () => {
    loggedOut += 1;
  });
  return { client, loggedOut: () => loggedOut };
}

async function guest(): Promise<unknown> {
  const client = createClient({ baseUrl: api });
  // The first drill a shop in the city holds: one that can be had may sit only in the courier's warehouse.
  for (const productId of await buyable(client, 'дрель')) {
    const basket = await basketApi(client).add({ productId, quantity: 1 });
    const point = (await ordersApi(client).deliveries({})).pickup.points.find((p) => p.available);
    if (point) return placePickup(client, productId, point.shopId, basket.version);
    await basketApi(client).remove({ productIds: [productId] });
  }
  throw new Error('No shop holds a drill that can be bought now');
}

/** Places a pickup order of the basket at `shopId`, paid on receipt, and reads the basket after it. */
async function placePickup(
  client: Client,
  productId: number,
  shopId: number,
  basketVersion: string,
): Promise<unknown> {
  const { order } = await ordersApi(client).make({
    deliveryType: 'pickup',
    shopId,
    paySystem: 'card',
    name: 'Анна Покупаева',
    phone: '+7 (900) 777-12-34',
    basketVersion,
  });
  const after = await basketApi(client).get({});
  return { productId, order: order.number, lines: after.items.length };
}

async function login(): Promise<unknown> {
  const { client, loggedOut } = sessionClient(sessionPath);
  const { accessToken, expiresAt } = await identityApi(client).login({
    login: 'ivan.petrov@example.ru',
    password: 'verstak2026',
  });
  client.tokenStore.set(accessToken, expiresAt);
  const [productId] = await buyable(client, 'перфоратор');
  if (productId === undefined) throw new Error('No hammer drill can be bought now');
  const basket = await basketApi(client).add({ productId, quantity: 1 });
  return { productId, lines: basket.items.map((line) => line.id), loggedOut: loggedOut() };
}

async function again(): Promise<unknown> {
  const { client, loggedOut } = sessionClient(sessionPath);
  const basket = await basketApi(client).get({});
  return { lines: basket.items.map((line) => line.id), loggedOut: loggedOut() };
}

const commands: Record<string, () => Promise<unknown>> = { guest, login, again };
const run = command === undefined ? undefined : commands[command];
if (!run) {
  console.error('usage: node bot.js guest|login|again <api> [session file]');
  process.exit(2);
}
try {
  console.log(JSON.stringify(await run()));
} catch (error) {
  // A failed call is one ApiError with a code to switch on; anything else is a bug of the bot.
  const what = error instanceof ApiError ? `ApiError ${error.status} ${error.code}` : 'Error';
  console.error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
