// A Node bot that stays logged in across runs: it finds a section by a search, walks all its
// products page by page, and keeps the cheapest one on sale in the account's basket.
import {
  ApiError,
  basketApi,
  catalogApi,
  createClient,
  createSession,
  type ProductCard,
  paginateItems,
  retryPolicy,
  searchApi,
} from '@verstak/sdk';
import { nodeSession } from '@verstak/sdk/node';

/** What one run found and did. */
export interface BotReport {
  section: string;
  checked: number;
  cheapest: { id: number; title: string; price: number } | null;
  basketTotal: number;
}

/** Reads a variable the bot cannot run without. */
function need(env: Record<string, string | undefined>, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`Set ${name}`);
  return value;
}

export async function runBot(env: Record<string, string | undefined>): Promise<BotReport> {
  const client = createClient({
    baseUrl: need(env, 'VERSTAK_API'), // e.g. http://localhost:3000
    // The access token and the refresh cookie in one 0600 file: the next run is still logged in.
    ...nodeSession({ file: env.VERSTAK_SESSION ?? '.verstak/bot-session.json' }),
    // GETs (and keyed writes) are sent again on a network failure, a 429 or a 503.
    retry: retryPolicy({ attempts: 3 }),
  });
  const session = createSession({ client });
  // Renews an expired token. A session that cannot be renewed (revoked: a 401; expired: a guest's
  // token) ends with `loggedOut`, and the bot logs in again.
  const state = await session.ensure().catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return session.getSnapshot();
    throw error;
  });
  if (state.status !== 'authorized') {
    await session.login({ login: need(env, 'VERSTAK_LOGIN'), password: need(env, 'VERSTAK_PASSWORD') });
  }
  // Past this point the session may still end (revoked elsewhere): stop rather than go on as a guest.
  let ended = false;
  client.events.on('loggedOut', () => {
    ended = true;
  });

  const { sections } = await searchApi(client).catalog({ q: env.BOT_QUERY ?? 'дрель', limit: 1 });
  const section = sections[0];
  if (!section) throw new Error('No section matches the query');
  let cheapest: ProductCard | null = null;
  let checked = 0;
  for await (const product of paginateItems(catalogApi(client).section, { path: section.url, count: 100 })) {
    checked += 1;
    if (product.isAvailable && (!cheapest || product.priceCurrent.current < cheapest.priceCurrent.current))
      cheapest = product;
  }
  const basket = await basketApi(client).get({});
  const inBasket = cheapest && basket.items.some((line) => line.id === cheapest.id);
  const after = cheapest && !inBasket ? await basketApi(client).add({ productId: cheapest.id }) : basket;
  if (ended) throw new Error('The session has ended: run the bot again to log in');
  return {
    section: section.title,
    checked,
    cheapest: cheapest && { id: cheapest.id, title: cheapest.title, price: cheapest.priceCurrent.current },
    basketTotal: after.priceTotal,
  };
}
