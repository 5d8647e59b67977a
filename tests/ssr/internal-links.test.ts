import { createApi, migrate, openDatabase, seed } from '@verstak/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront } from '../../reference-app/src/server/index';

// Issues 17 and 18, done when: no link on home, a section, a product (and its reviews), a brand, a
// search page, the reviews root, the header and the footer (and the pages they lead to) answers a 404.
// Every internal link of those pages is requested as a guest.

describe('internal links on the pages a shopper browses', () => {
  let db: Awaited<ReturnType<typeof openDatabase>>;
  let storefront: ReturnType<typeof createStorefront>;
  const get = (path: string) => storefront.fetch(new Request(`http://localhost:3000${path}`));
  /** The internal page links of an HTML page: paths only, no assets, no fragments. */
  const linksOf = (html: string) =>
    [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"#]*)/g)]
      .map((m) => (m[1] ?? '').replaceAll('&amp;', '&'))
      .filter((href) => !href.startsWith('//') && !/^\/(assets|images|files)\//.test(href));

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    await seed(db, { products: 300 });
    const api = createApi({ db, logError: () => {} });
    storefront = createStorefront({
      apiBaseUrl: 'http://api.internal',
      apiFetch: async (r, b) => api.fetch(r, b),
    });
  });
  afterAll(async () => {
    await db.close();
  });

  it('leads nowhere to a 404 from home, a section, a product, a brand and a search page', async () => {
    const home = await (await get('/')).text();
    const links = linksOf(home);
    const section = links.find((href) => /^\/catalog\/[a-z0-9-]+\/[a-z0-9-]+\/$/.test(href));
    const product = links.find((href) => /^\/product\/[a-z0-9-]+\/$/.test(href));
    const brand = links.find((href) => /^\/brands\/[a-z0-9-]+\/$/.test(href));
    const pages = [
      '/',
      section,
      product,
      product && `${product}reviews/`,
      brand,
      '/search/?q=дрель',
      '/otzyvy/',
    ].filter((p): p is string => Boolean(p));
    expect(pages.length, `home links to a section, a product and a brand: ${pages.join(', ')}`).toBe(7);
    const seen = new Map<string, number>();
    for (const page of pages) {
      const response = await get(page);
      expect(response.status, page).toBe(200);
      for (const href of linksOf(await response.text())) {
        if (seen.has(href)) continue;
        const answer = await get(href);
        await answer.body?.cancel();
        seen.set(href, answer.status);
      }
    }
    const dead = [...seen]
      .filter(([, status]) => status === 404 || status >= 500)
      .map(([href, s]) => `${s} ${href}`);
    console.log(`internal links checked: ${seen.size}, dead: ${dead.length}`);
    expect(dead).toEqual([]);
  });

  it('every link of the header and the footer answers 200, and so does every link of those pages', async () => {
    const home = await (await get('/')).text();
    const shell = [
      /<header[\s\S]*?<\/header>/.exec(home)?.[0] ?? '',
      /<footer class="footer">[\s\S]*?<\/footer>/.exec(home)?.[0] ?? '',
    ].join('');
    const targets = [...new Set(linksOf(shell))];
    // Доставка, Оплата, Гарантия и возврат, О компании, Сервисный центр, Корпоративным клиентам, the legal pages.
    expect(targets).toEqual(
      expect.arrayContaining([
        '/customer/delivery/',
        '/customer/oplata/',
        '/customer/garantiya/',
        '/about/',
        '/service/',
        '/corporate/',
        '/customer/politika-konfidentsialnosti/',
        '/customer/polzovatelskoe-soglashenie/',
        '/sitemap/',
        '/about/app/',
      ]),
    );
    const statuses = new Map<string, number>();
    const pages: string[] = [];
    for (const target of targets) {
      const answer = await get(target);
      statuses.set(target, answer.status);
      pages.push(answer.status === 200 ? await answer.text() : '');
    }
    // One level further: what the header's and footer's pages link to must answer too.
    for (const href of pages.flatMap(linksOf)) {
      if (statuses.has(href)) continue;
      const answer = await get(href);
      await answer.body?.cancel();
      statuses.set(href, answer.status);
    }
    // A guard's redirect (a guest sent from /personal/ to the login) is a working link too.
    const broken = [...statuses]
      .filter(([href, status]) => status >= 400 || (status !== 200 && !href.startsWith('/personal/')))
      .map(([href, s]) => `${s} ${href}`);
    console.log(`header and footer links checked: ${statuses.size}, broken: ${broken.length}`);
    expect(broken).toEqual([]);
  });
});
