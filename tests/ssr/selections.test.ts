import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedStore, servedStore } from '../support/served-store';

// Issue 17's selections as the server renders them: the home's banners, «Хиты» and the footer lead to
// real selections (no 404); unknown codes and sections are the 404 page; filtered and paged listings
// are noindex; a city's copy keeps its own canonical only where §4.3 says.

const SELECTION = /^\/(sale|promo|promo-code|discharged-goods|catalog\/new|catalog\/recommended)\//;

describe('the selections rendered on the server (issue 17)', () => {
  let db: ServedStore['db'];
  let handler: ServedStore['handler'];
  const get = (path: string, host = 'localhost:3000') =>
    Promise.resolve(handler(new Request(`http://${host}${path}`)));
  const html = async (path: string, host?: string) => (await get(path, host)).text();

  beforeAll(async () => {
    ({ db, handler } = await servedStore(600));
  });
  afterAll(async () => {
    await db.close();
  });

  it('home: every banner, «Все хиты», «Все новинки» and the footer’s selections open a page with its h1, none a 404', async () => {
    const home = await html('/');
    const links = [...new Set([...home.matchAll(/href="(\/[^"#?]*)"/g)].map((m) => m[1] ?? ''))].filter(
      (href) => SELECTION.test(href),
    );
    for (const wanted of [
      '/sale/',
      '/promo/makita-days/',
      '/catalog/recommended/',
      '/catalog/new/',
      '/promo/',
      '/promo-code/',
      '/discharged-goods/',
    ])
      expect(links).toContain(wanted);
    expect(links.filter((l) => l.startsWith('/sale/') && l !== '/sale/').length).toBeGreaterThanOrEqual(3);
    for (const link of links) {
      const response = await get(link);
      expect(response.status, link).toBe(200);
      const page = await response.text();
      expect(page, link).toMatch(/<h1[^>]*>/);
      expect(page, link).not.toContain('Такой страницы не существует');
    }
    // The advertiser's banner says so (§2.10, 38-ФЗ): «Реклама», the advertiser and the erid token.
    expect(home).toMatch(/Реклама · ООО «Макита» · erid \w+/);
    // Each «скидки до N%» banner keeps its promise: its selection has a product N% off.
    for (const [, name, percent] of home.matchAll(/class="slide__name">([^<]*): скидки до (\d+)%/g))
      expect(Number(percent), name).toBeGreaterThan(0);
  });

  it('answers unknown promotions, one not begun, and unknown sale sections with the 404 page', async () => {
    for (const path of [
      '/promo/net-takoy-akcii/',
      '/sale/net-takogo-razdela/',
      '/promo/zimnyaya-rasprodazha/',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('Такой страницы не существует');
    }
    const badFilter = await get('/sale/filter/colour-is-rainbow/apply/');
    expect(badFilter.status).toBe(404);
  });

  it('renders a promotion whole: breadcrumb, rules, a countdown with the server’s time, the ad label, its products', async () => {
    const page = await html('/promo/makita-days/');
    expect(page).toContain('Правила акции');
    expect(page).toMatch(/До конца акции/);
    expect(page).toMatch(/\d\d:\d\d:\d\d/);
    expect(page).toContain('Рекламодатель: ООО «Макита»');
    expect(page).toContain('"@type":"BreadcrumbList"');
    expect(page).toContain('<link rel="canonical" href="http://localhost:3000/promo/makita-days/">');
    expect(page).toContain('class="card');
  });

  it('marks filtered and paged listings noindex, keeping the unfiltered first page indexable', async () => {
    expect(await html('/sale/')).toContain('<meta name="robots" content="index, follow">');
    const two = await html('/sale/filter/brand-is-makita/price-to-50000/apply/');
    expect(two).toContain('<meta name="robots" content="noindex, follow">');
    expect(await html('/sale/?page=2')).toContain('<meta name="robots" content="noindex, follow">');
    expect(await html('/promo/archive/?page=2')).toContain('<meta name="robots" content="noindex, follow">');
  });

  it('§4.3: a city keeps its own canonical for the sale, the main city’s for promo codes, promotions and new arrivals', async () => {
    const city = 'yaroslavl.localhost:3000';
    expect(await html('/sale/', city)).toContain(`<link rel="canonical" href="http://${city}/sale/">`);
    for (const path of ['/promo-code/', '/promo/', '/promo/makita-days/', '/discharged-goods/'])
      expect(await html(path, city), path).toContain(
        `<link rel="canonical" href="http://localhost:3000${path}">`,
      );
    expect(await html('/catalog/new/', city)).toContain(
      `<link rel="canonical" href="http://${city}/catalog/new/">`,
    );
  });

  it('«Показать ещё» on the discharged goods is a link to the next page, which works before the script', async () => {
    // A small store holds one page (12) of them: six more make a second.
    await db.query(
      `INSERT INTO discharged_goods (id, product_id, title, reason, condition, price, old_price, shop_id, sort)
       SELECT id + 100000, product_id, title || ' (второй экземпляр)', reason, condition, price, old_price, shop_id, sort + 1000
       FROM discharged_goods ORDER BY id LIMIT 6`,
    );
    const first = await html('/discharged-goods/');
    expect(first).toMatch(/<a href="\/discharged-goods\/\?page=2"[^>]*>Показать ещё<\/a>/);
    const second = await html('/discharged-goods/?page=2');
    const items = (page: string) =>
      [...page.matchAll(/<li class="discharged">([\s\S]*?)<\/li>/g)].map((m) => m[1]);
    expect(items(second).length).toBeGreaterThan(0);
    expect(items(second).filter((item) => items(first).includes(item))).toEqual([]);
  });
});
