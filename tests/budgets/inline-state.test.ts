// The inline-state budget (budgets.json `inlineStateKb`): the state a server-rendered page writes for
// hydration, counted in the bytes the page carries (every one of them is parsed before the page is
// live, so gzip does not make it cheaper). Every route kind is rendered against the real API, as a
// guest and signed in with a basket, favourites, a comparison, an order and an estimate; a failure
// names the page and its biggest state keys, so whoever grew it knows where to look.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  basketCalls,
  compareCalls,
  estimatesCalls,
  favoritesCalls,
  ordersCalls,
} from '@verstak/sdk/contract';
import { createApi, migrate, openDatabase, seed } from '@verstak/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATE_GLOBAL, unshapeState } from '../../reference-app/src/app/inline-state';
import { definitionOf, routeNamed } from '../../reference-app/src/app/load-page';
import type { InlinedState } from '../../reference-app/src/app/page-state';
import { routes } from '../../reference-app/src/routes';
import { createStorefront } from '../../reference-app/src/server/index';
import { newKey, ordersKit, type Shopper } from '../../reference-server/src/testing/orders-kit';
import { repoRoot } from '../support/repo-root';

const budgets = JSON.parse(readFileSync(join(repoRoot, 'budgets.json'), 'utf8')) as { inlineStateKb: number };
const BUDGET = budgets.inlineStateKb * 1024;

/** The inlined state of a rendered page, as written (escaped JSON). */
function inlinedState(html: string): string {
  const marker = `window.${STATE_GLOBAL}=`;
  const start = html.indexOf(marker);
  if (start === -1) throw new Error('no inline state in the page');
  const end = html.indexOf('</script>', start);
  return html.slice(start + marker.length, end);
}

/** The biggest keys of `value` down to `depth` levels, as `path size` (of their JSON), largest first. */
function biggestKeys(value: unknown, depth = 3): string[] {
  const sizes: Array<[string, number]> = [];
  const walk = (node: unknown, path: string, level: number) => {
    if (typeof node !== 'object' || node === null || level > depth) return;
    for (const [key, child] of Object.entries(node)) {
      const at = path ? `${path}.${key}` : key;
      sizes.push([at, Buffer.byteLength(JSON.stringify(child) ?? '')]);
      if (!Array.isArray(child)) walk(child, at, level + 1);
    }
  };
  walk(value, '', 1);
  return sizes
    .sort(([, a], [, b]) => b - a)
    .slice(0, 6)
    .map(([path, bytes]) => `${path} ${(bytes / 1024).toFixed(1)} KB`);
}

describe('inline state within its budget on every page (budgets.json inlineStateKb)', () => {
  let db: Awaited<ReturnType<typeof openDatabase>>;
  let storefront: ReturnType<typeof createStorefront>;
  let kit: ReturnType<typeof ordersKit>;
  let user: Shopper;
  let guest: Shopper;
  const pages: Array<{ who: 'guest' | 'user'; path: string }> = [];

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    await seed(db, { products: 400 });
    kit = ordersKit(db, () => Date.now());
    // The storefront's own API over the same database, with the development outbox on.
    const api = createApi({ db, demoSurfaces: true, logError: () => {} });
    storefront = createStorefront({
      apiBaseUrl: 'http://api.internal',
      apiFetch: async (request, bindings) => api.fetch(request, bindings),
    });
    // A signed-in buyer with something in every list, an order and an estimate; a guest with a basket.
    user = await kit.user(1);
    guest = await kit.guest();
    const shop = await kit.firstShop();
    const stocked = [];
    for (let skip = 0; skip < 4; skip++)
      stocked.push(await kit.stockedProduct({ delivery: 50, shop: 50, shopId: shop.id, skip }));
    const lines = stocked.map((p) => ({ id: p.id, quantity: 2 }));
    const products = await db.query<{ id: number; code: string }>(
      'SELECT id, code FROM products WHERE is_available ORDER BY id LIMIT 6',
    );
    for (const shopper of [user, guest]) {
      await kit.fillBasket(shopper.fUserId, lines);
      for (const { id } of products) {
        for (const added of [
          await kit.call(favoritesCalls.add, { productId: id }, { token: shopper.token }),
          await kit.call(compareCalls.add, { id }, { token: shopper.token }),
        ])
          if (added.status !== 200) throw new Error(`lists: ${added.status} ${JSON.stringify(added.errors)}`);
      }
    }
    const placed = await kit.callWithForm(
      ordersCalls.make,
      kit.checkoutForm(await kit.basketVersion(user), { shopId: shop.id }),
      { token: user.token, key: newKey() },
    );
    if (placed.status !== 200) throw new Error(`order: ${placed.status} ${JSON.stringify(placed.errors)}`);
    await kit.fillBasket(user.fUserId, lines);
    const estimate = await kit.call(
      estimatesCalls.create,
      { title: 'Дача', products: lines },
      { token: user.token },
    );
    const share = await kit.call(basketCalls.shareLink, {}, { token: guest.token });
    const product = products[0]?.code ?? '';
    const [leaf] = await db.query<{ url: string }>(
      `SELECT s.url FROM sections s WHERE NOT EXISTS (SELECT 1 FROM sections c WHERE c.parent_id = s.id)
       AND EXISTS (SELECT 1 FROM products p WHERE p.section_id = s.id) ORDER BY s.id LIMIT 1`,
    );
    for (const path of [
      '/',
      '/catalog/',
      '/catalog/elektroinstrument/',
      leaf?.url ?? '/catalog/',
      '/catalog/new/?page=2&sort=price-asc',
      '/catalog/recommended/',
      '/sale/',
      '/sale/elektroinstrument/filter/brand-is-makita/apply/',
      '/promo/',
      '/promo/archive/',
      '/promo/makita-days/',
      '/promo-code/',
      '/discharged-goods/',
      '/shops/',
      '/shops/map/',
      '/shops/moskva-ul-bolshaya-cherkizovskaya-125/',
      '/search/?q=%D0%B4%D1%80%D0%B5%D0%BB%D1%8C',
      '/search/?q=nothing-found-here',
      `/product/${product}/`,
      `/product/${product}/reviews/`,
      `/product/${product}/stores/`,
      '/personal/cart/',
      '/personal/order/make/',
      '/personal/favorites/',
      '/personal/compare/',
      '/compare/',
      `/share-cart/?code=${share.data.code}`,
      '/personal/orders/',
      '/personal/login/',
      '/personal/registration/?type=legal',
      '/personal/external-auth/sandbox-id/',
      '/dev/outbox/',
      '/brands/',
      '/brands/makita/',
      '/brands/makita/filter/price-to-20000/apply/?page=2',
      '/brands/tag/yaponskie-brendy/',
      '/tag/garantiya-5-let/',
      '/otzyvy/',
      '/otzyvy/elektroinstrument/',
      '/otzyvy/brands/makita/',
      '/otzyvy/brands/tag/yaponskie-brendy/',
      '/otzyvy/tag/garantiya-5-let/',
      '/about/novosti/',
      '/stati/?tag=kak-vybrat',
      '/videos/',
      '/stati/kak-vybrat-perforator/',
      '/videos/obzor-perforatorov-sds-plus/',
      '/no/such/page/',
    ])
      pages.push({ who: 'guest', path });
    for (const path of [
      '/',
      `/product/${product}/`,
      '/personal/',
      '/personal/bonuses/',
      '/personal/settings/',
      '/personal/organizations/',
      '/personal/history/',
      '/personal/reviews/',
      '/personal/repairs/',
      '/personal/cart/',
      '/personal/order/make/',
      '/personal/orders/',
      `/personal/orders/${placed.data.order.id}/`,
      '/personal/favorites/',
      '/personal/compare/',
      '/personal/estimates/',
      `/personal/estimates/${estimate.data.id}/`,
    ])
      pages.push({ who: 'user', path });
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  it('keeps every page within the budget, naming the page and its biggest state keys', async () => {
    const over: string[] = [];
    const seen = new Set<string>();
    for (const { who, path } of pages) {
      const token = who === 'user' ? user.token : guest.token;
      // A shopper on this machine: the development outbox answers only such a client.
      const response = await storefront.fetch(
        new Request(`http://localhost:3000${path}`, { headers: { Cookie: `accessToken=${token}` } }),
        { incoming: { socket: { remoteAddress: '127.0.0.1' }, headers: { host: 'localhost:3000' } } },
      );
      expect(response.status, `${who} ${path}`).toBeLessThan(500);
      if (response.status >= 300 && response.status < 400) throw new Error(`${who} ${path} redirected`);
      const written = inlinedState(await response.text());
      const state = unshapeState(JSON.parse(written)) as { page: { route: string } };
      // The browser hydrates from it: the head of the page is derived from the inlined data.
      const inlined = state as InlinedState;
      const definition = await definitionOf(routeNamed(inlined.page.route));
      expect(() => definition.head(inlined.page.data), `${who} ${path} hydrates`).not.toThrow();
      seen.add(state.page.route);
      const bytes = Buffer.byteLength(written);
      if (bytes > BUDGET)
        over.push(
          `${who} ${path} (${state.page.route}): ${(bytes / 1024).toFixed(1)} KB, biggest: ${biggestKeys(state).join(', ')}`,
        );
    }
    expect(over, `inline state over ${budgets.inlineStateKb} KB:\n${over.join('\n')}`).toEqual([]);
    // A new route is measured too: each is rendered above at least once.
    expect(
      routes.map((r) => r.name).filter((name) => !seen.has(name)),
      'routes this test does not render',
    ).toEqual([]);
  });
});
