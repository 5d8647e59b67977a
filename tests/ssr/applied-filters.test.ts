import { catalogApi, createClient, memoryTokenStore } from '@verstak/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRoute } from '../../reference-app/src/routes';
import { type ServedStore, servedStore } from '../support/served-store';

// Issue 17 on every listing: the applied filters as the server renders them (removable chips that
// are plain links, «Сбросить все»), and the live count the filter panel asks for (the route's
// `count`, the listing's filter twin) equal to what the page at that address shows.

const PRICE_CAP = 'price-to-20000';

describe('the applied filters of every listing (issue 17)', () => {
  let db: ServedStore['db'];
  let handler: ServedStore['handler'];
  let api: ServedStore['api'];
  const html = async (path: string) => {
    const response = await handler(new Request(`http://localhost:3000${path}`));
    expect(response.status, path).toBe(200);
    return response.text();
  };
  /** The count in the listing's heading: «Дрели 123 товара» → 123. */
  const headingCount = (page: string) =>
    Number(/<h1[^>]*>.*?<span class="muted">([\d\s ]+)/s.exec(page)?.[1]?.replace(/\D/g, '') ?? NaN);
  const client = () =>
    createClient({
      baseUrl: 'http://api.internal',
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
        api.fetch(new Request(input, init))) as typeof fetch,
      tokenStore: memoryTokenStore(),
    });
  /** The live count the filter panel gets for `href`: the route's count over the API. */
  const liveCount = async (href: string) => {
    const url = new URL(href, 'http://localhost:3000');
    const { route, params } = resolveRoute(url.pathname);
    return route.count?.({ client: client(), params, url });
  };

  beforeAll(async () => {
    ({ db, handler, api } = await servedStore(600));
  });
  afterAll(async () => {
    await db.close();
  });

  it('every listing: a price chip linking to the listing without it, «Сбросить все», and the live count of its address', async () => {
    const brand = await html('/brands/makita/');
    const brandSection = /<ul class="chips"><li><a href="(\/brands\/makita\/[^"]+)"/.exec(brand)?.[1];
    expect(brandSection).toBeDefined();
    const listings: Array<[base: string, query: string]> = [
      ['/catalog/elektroinstrument/', ''],
      ['/catalog/new/', ''],
      ['/catalog/recommended/', ''],
      ['/sale/', ''],
      ['/sale/elektroinstrument/', ''],
      ['/promo/makita-days/', ''],
      ['/brands/makita/', ''],
      [brandSection ?? '', ''],
      ['/brands/tag/yaponskie-brendy/', ''],
      ['/tag/yaponskiy-elektroinstrument/', ''],
      ['/search/', '?q=%D0%B4%D1%80%D0%B5%D0%BB%D1%8C'],
    ];
    for (const [base, query] of listings) {
      const plain = await html(`${base}${query}`);
      expect(plain, base).not.toContain('class="applied"');
      expect(await liveCount(`${base}${query}`), base).toBe(headingCount(plain));

      const filtered = `${base}filter/${PRICE_CAP}/apply/${query}`;
      const page = await html(filtered);
      const chips = /<ul class="applied"[^>]*>(.*?)<\/ul>/s.exec(page)?.[1] ?? '';
      expect(chips, filtered).toMatch(/Цена: до 20[\s\u00a0]000 ₽/);
      const links = [...chips.matchAll(/<a href="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map((m) => [
        m[1]?.replace(/&amp;/g, '&'),
        m[2]?.replace(/<[^>]+>/g, '').trim(),
      ]);
      // The chip and «Сбросить все» both lead to the unfiltered listing (one value applied), the search keeping its query.
      expect(links, filtered).toEqual([
        [`${base}${query}`, expect.stringContaining('Цена: до 20')],
        [`${base}${query}`, 'Сбросить все'],
      ]);
      const count = headingCount(page);
      expect(count, filtered).toBeLessThanOrEqual(headingCount(plain));
      expect(await liveCount(filtered), filtered).toBe(count);
    }
  });

  it('each chosen value is its own chip, its link keeping the others and the sort, from page 1', async () => {
    const base = '/catalog/elektroinstrument/';
    // Two brands the section's filter offers.
    const { items } = await catalogApi(client()).sectionFilter({ path: base });
    const brandFilter = items.find((i) => i.isManufacturer);
    const [first, second] = brandFilter?.variants.filter((v) => v.stat > 0) ?? [];
    if (!brandFilter || !first || !second) throw new Error('The section offers fewer than two brands');
    const brandCode = brandFilter.code;
    const [a, aTitle, b, bTitle] = [first.value, first.title, second.value, second.title];
    const path = `${base}filter/${PRICE_CAP}/${brandCode}-is-${a}-or-${b}/apply/`;
    const page = await html(`${path}?sort=price-asc&page=2`);
    const chips = /<ul class="applied"[^>]*>(.*?)<\/ul>/s.exec(page)?.[1] ?? '';
    const links = [...chips.matchAll(/<a href="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map((m) => [
      m[1]?.replace(/&amp;/g, '&'),
      m[2]
        ?.replace(/<[^>]+>/g, '')
        .replace(/×/, '')
        .trim(),
    ]);
    expect(links).toEqual([
      [`${base}filter/${brandCode}-is-${a}-or-${b}/apply/?sort=price-asc`, expect.stringContaining('Цена')],
      [`${base}filter/${PRICE_CAP}/${brandCode}-is-${b}/apply/?sort=price-asc`, aTitle],
      [`${base}filter/${PRICE_CAP}/${brandCode}-is-${a}/apply/?sort=price-asc`, bTitle],
      [`${base}?sort=price-asc`, 'Сбросить все'],
    ]);
    // Each chip says what it removes.
    expect(chips).toContain(`aria-label="Убрать фильтр «${aTitle}»"`);
  });
});
