import { createHash } from 'node:crypto';
import { parsePageText, warrantyTitle } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { forgetPerDatabase } from '../db/per-database';
import { STARTUP_LOCK } from '../db/startup-lock';
import { hashPassword } from '../identity/password-hash';
import { type ProductKind, productKind } from '../images/product-kind';
import type { AcceptedPhoto } from '../reviews/review-photo';
import { ACCOUNT_IDENTITY_TABLES, ACCOUNT_TABLES, accountRows, EPOCH, SEED_PASSWORD } from './accounts-seed';
import { brandText } from './brand-texts';
import { BRANDS } from './brands-data';
import { CATEGORY_TREE, type LeafSeed } from './categories-data';
import { type CitySeed, DEFAULT_SCHEDULE, DELIVERY_CITIES, PICKUP_CITIES } from './cities-data';
import { COMMERCE_TABLES, commerceRows } from './commerce-seed';
import { checkGrowth, seedGrowth } from './growth-seed';
import { insertRows } from './insert-rows';
import { locationRows } from './locations-seed';
import { uniqueModelAndArticle } from './product-articles';
import { KIND_PROPERTIES, KIND_USE } from './product-texts';
import { PROPERTIES, TEMPLATES, WARRANTY_MONTHS } from './properties-data';
import {
  insertPublicationProducts,
  PUBLICATION_TABLES,
  publicationCommentRows,
  publicationRows,
  publicationTagRows,
} from './publications-seed';
import { createRandom, type Random } from './random';
import { drawnPhotos } from './review-photos-seed';
import { catalogReviewRows, type ReviewRow, ratingsOf } from './reviews-seed';
import {
  dischargedRows,
  insertPromotionProducts,
  promotionRows,
  seedDay,
  slideRows,
} from './selections-seed';
import { STATIC_PAGES } from './static-pages-data';
import { BRAND_TAGS, CATALOG_TAGS } from './tags-data';
import { slugify } from './translit';

/** Options of {@link seed}. */
export interface SeedOptions {
  /** Number of products; 5,000 by default. */
  products?: number;
  /** The generator's seed: the same seed gives the same store. */
  seed?: number;
  /** Accounts to add to the seeded ones (0–100,000; none by default): growth-seed.ts. */
  accounts?: number;
  /** Orders over three years (0–1,000,000; none by default): growth-seed.ts. */
  orders?: number;
  /** Told as the accounts and orders are written (a big store takes minutes). */
  onGrowthProgress?: (done: { accounts: number; orders: number }) => void;
  /** The instant the promotions are dated from (now by default): some run then, some have ended. */
  now?: number;
}

/** Regions whose ad price lists have their own id (§9); the others use `default`. */
const TRACKER_REGIONS = new Set([
  'rybinsk',
  'cherepovets',
  'moskva',
  'vologda',
  'kostroma',
  'vladimir',
  'ivanovo',
]);

function distanceKm(a: CitySeed, b: CitySeed): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6372.795 * Math.asin(Math.sqrt(h));
}

/**
 * The price zones of the cities far from the warehouse (migration 029): the road to the Urals and
 * Siberia (1) and to the North (2) is paid in the price of the bulky goods. Every other city, Moscow
 * and the pickup cities included, pays the base list.
 */
export const PRICE_ZONES: ReadonlyMap<string, number> = new Map([
  ['ekaterinburg', 1],
  ['chelyabinsk', 1],
  ['tyumen', 1],
  ['novosibirsk', 1],
  ['perm', 1],
  ['ufa', 1],
  ['arhangelsk', 2],
  ['murmansk', 2],
]);

/** What each zone adds to a regionally priced product: 8% to the Urals and Siberia, 12% to the North. */
const ZONE_MARKUP: ReadonlyMap<number, number> = new Map([
  [1, 1.08],
  [2, 1.12],
]);

/** A zone's price: the base price's markup, rounded to whole tens of roubles (990 × 1.08 is 1 070). */
const zonePrice = (n: number) => Math.round(n / 10) * 10;

/**
 * The zones' price lists: about two products in five (a generator of their own, so the catalogue stays
 * what it was for a seed) cost the zone's markup more, old prices alike, so a discount stays one.
 */
function zonePriceRows(products: readonly Record<string, unknown>[], rnd: Random) {
  const rows: Record<string, unknown>[] = [];
  for (const product of products) {
    if (!rnd.chance(0.4)) continue;
    const base = product.price as number;
    const old = product.old_price as number;
    for (const [zone, markup] of ZONE_MARKUP) {
      const price = zonePrice(base * markup);
      if (price <= base) continue;
      const oldPrice = old > 0 ? zonePrice(old * markup) : 0;
      rows.push({ product_id: product.id, zone, price, old_price: oldPrice > price ? oldPrice : 0 });
    }
  }
  return rows;
}

function cityRows() {
  const all = [
    ...PICKUP_CITIES.map((c) => ({ c, kind: 'pickup' })),
    ...DELIVERY_CITIES.map((c) => ({ c, kind: 'delivery' })),
  ];
  const locationId = (i: number) => String(73_000 + i * 17).padStart(10, '0');
  return all.map(({ c, kind }, i) => {
    const nearest =
      kind === 'delivery'
        ? PICKUP_CITIES.reduce((best, p) => (distanceKm(c, p) < distanceKm(c, best) ? p : best))
        : null;
    return {
      id: i + 1,
      location_id: locationId(i + 1),
      name: c.name,
      subdomain: c.subdomain,
      kind,
      is_default: i === 0,
      code: c.subdomain,
      region_code: c.regionCode,
      tracker_code: TRACKER_REGIONS.has(c.subdomain) ? c.subdomain : 'default',
      lat: c.lat,
      lon: c.lon,
      name_im: c.nameIm,
      name_pr: c.namePr,
      phone_text: kind === 'pickup' ? `Магазины ${c.namePr}` : 'Бесплатно по России',
      phone_number: c.phone,
      phone_footer_text: 'Бесплатный звонок',
      phone_footer_number: '8 (800) 700-35-35',
      schedule: DEFAULT_SCHEDULE,
      suggest_location_id: nearest ? locationId(PICKUP_CITIES.indexOf(nearest) + 1) : null,
      sort: i + 1,
      price_zone: PRICE_ZONES.get(c.subdomain) ?? 0,
    };
  });
}

function shopRows(cities: ReturnType<typeof cityRows>) {
  const rows: Record<string, unknown>[] = [];
  PICKUP_CITIES.forEach((c, i) => {
    for (const shop of c.shops ?? []) {
      rows.push({
        id: rows.length + 1,
        city_id: cities[i]?.id,
        type: 'shop',
        name: shop.name ?? `Верстак ${c.namePr}`,
        code: slugify(`${c.subdomain} ${shop.address}`),
        address: `г. ${c.name}, ${shop.address}`,
        lat: shop.lat,
        lon: shop.lon,
        phones: [c.phone],
        emails: [`${c.subdomain}@verstak.example`],
        schedule: shop.schedule ?? DEFAULT_SCHEDULE,
        opened: true,
        healthcare: false,
        directions: shop.directions.join('\n\n'),
      });
    }
  });
  return rows;
}

interface LeafRow {
  id: number;
  midId: number;
  topId: number;
  seed: LeafSeed;
  brands: number[];
  kind: ProductKind;
}

/** The properties a leaf's products carry: its template's, or its kind's where those do not fit. */
function leafProperties(leaf: LeafRow): readonly string[] {
  return KIND_PROPERTIES[leaf.kind] ?? TEMPLATES[leaf.seed[3]];
}

function sectionRows(brandIds: Map<string, number>) {
  const rows: Record<string, unknown>[] = [];
  const leaves: LeafRow[] = [];
  const popular: Record<string, unknown>[] = [];
  let id = 0;
  CATEGORY_TREE.forEach((top, ti) => {
    const topId = ++id;
    const topUrl = `/catalog/${slugify(top.title)}/`;
    rows.push({
      id: topId,
      parent_id: null,
      depth: 1,
      code: slugify(top.title),
      url: topUrl,
      title: top.title,
      grp: '-',
      description: top.description,
      noun: '',
      sort: ti + 1,
      top_id: topId,
      mid_id: null,
    });
    const brands = top.brands.map((b) => brandIds.get(b) as number);
    for (const [sort, brandId] of brands.slice(0, 6).entries())
      popular.push({ section_id: topId, brand_id: brandId, sort });
    top.children.forEach((mid, mi) => {
      const midId = ++id;
      const midUrl = `${topUrl}${slugify(mid.title)}/`;
      rows.push({
        id: midId,
        parent_id: topId,
        depth: 2,
        code: slugify(mid.title),
        url: midUrl,
        title: mid.title,
        grp: '-',
        description: `${mid.title}: выбор по характеристикам и цене.`,
        noun: '',
        sort: mi + 1,
        top_id: topId,
        mid_id: midId,
      });
      mid.leaves.forEach((leaf, li) => {
        const leafId = ++id;
        const [title, group, noun] = leaf;
        rows.push({
          id: leafId,
          parent_id: midId,
          depth: 3,
          code: slugify(title),
          url: `${midUrl}${slugify(title)}/`,
          title,
          grp: group,
          description: `${title} с доставкой по России и самовывозом из магазинов.`,
          noun,
          sort: li + 1,
          top_id: topId,
          mid_id: midId,
        });
        leaves.push({ id: leafId, midId, topId, seed: leaf, brands, kind: productKind(title) });
      });
    });
  });
  return { rows, leaves, popular };
}

const roundPrice = (n: number) => Math.max(49, Math.round(n / 100) * 100 - 10);
const round = (n: number, step: number) => Number((Math.round(n / step) * step).toFixed(2));

/** Kinds held in one hand or two: a few kilograms at most. */
const HANDHELD = new Set<ProductKind>([
  'drill',
  'perforator',
  'grinder',
  'sander',
  'circular-saw',
  'jigsaw',
  'recip-saw',
  'impact-wrench',
  'spray-gun',
  'nailer',
  'battery',
  'charger',
  'mask',
  'gloves',
  'laser-level',
  'rangefinder',
]);

/** The range of engine power of petrol machines, in tenths of a horsepower. */
const ENGINE_HP: Partial<Record<ProductKind, readonly [number, number]>> = {
  chainsaw: [18, 60],
  trimmer: [8, 30],
  generator: [30, 150],
  mower: [25, 70],
  cultivator: [30, 90],
  snowblower: [50, 130],
  compactor: [40, 90],
};

/** A machine's power in watts, by its template. */
function powerValue(template: LeafSeed[3], rnd: Random): number {
  const [lo, hi] =
    template === 'welding'
      ? [3000, 9000]
      : template === 'compressor'
        ? [1100, 3000]
        : template === 'grinder'
          ? [500, 2600]
          : [300, 2200];
  return round(rnd.int(lo, hi), 10);
}

/** One property value of a product, by the property's code. */
function propertyValue(code: string, leaf: LeafSeed, kind: ProductKind, rnd: Random): string | number | null {
  const [title, , noun, template] = leaf;
  switch (code) {
    case 'voltage':
      return rnd.pick([10.8, 12, 14.4, 18, 18, 36]);
    case 'power':
      if (kind === 'charger') return rnd.pick([40, 65, 90, 150, 250]);
      if (kind === 'mixer') return rnd.pick([550, 650, 750, 900, 1100]);
      if (kind === 'heater') return rnd.pick([2000, 3000, 5000, 9000, 15000]);
      return powerValue(template, rnd);
    case 'engine-power': {
      // Horsepower as such machines have it: a chainsaw's 2–6, a snowblower's 5–13.
      const [lo, hi] = ENGINE_HP[kind] ?? [10, 150];
      return round(rnd.int(lo, hi) / 10, 0.1);
    }
    case 'chuck':
      if (title.includes('SDS-max')) return 'sds-max';
      if (title.includes('Перфоратор')) return 'sds-plus';
      if (template === 'cordless-drill')
        return rnd.pick(['bystrozazhimnoy', 'bystrozazhimnoy', 'shestigrannik']);
      return rnd.pick(['bystrozazhimnoy', 'klyuchevoy']);
    case 'engine-type':
      if (kind === 'chainsaw' || kind === 'trimmer') return '2t';
      if (template === 'petrol') return '4t';
      return noun.includes('аккумулятор') ? 'akkumulyatornyy' : 'elektricheskiy';
    case 'disc-diameter':
      return rnd.pick([115, 125, 125, 150, 180, 230]);
    case 'tank-volume':
      if (kind === 'mixer')
        return title.includes('до 160') ? rnd.pick([63, 125, 140, 160]) : rnd.pick([180, 200, 250, 300]);
      if (kind === 'spray-gun') return rnd.pick([0.6, 0.6, 1]);
      if (kind === 'chainsaw' || kind === 'trimmer') return rnd.pick([0.3, 0.5, 0.7]);
      return template === 'compressor'
        ? rnd.pick([6, 24, 50, 100, 200])
        : rnd.pick([0.3, 0.5, 1.2, 3.6, 15, 25]);
    case 'pressure':
      if (kind === 'impact-wrench' || kind === 'nailer' || kind === 'spray-gun') return rnd.pick([4, 6, 8]);
      return title.startsWith('Мойки') ? rnd.int(100, 180) : rnd.int(6, 15);
    case 'welding-current':
      return rnd.pick([160, 180, 200, 220, 250, 315]);
    case 'measuring-range':
      return rnd.pick([20, 30, 40, 50, 60, 80, 100]);
    case 'length':
      if (kind === 'tape') return rnd.pick([3000, 5000, 5000, 7500, 8000, 10000]);
      if (kind === 'level') return rnd.pick([400, 600, 800, 1000, 1200, 2000]);
      if (kind === 'bit') return rnd.pick([50, 75, 110, 160, 210, 310]);
      if (kind === 'hammer') return rnd.pick([300, 320, 340, 360, 400]);
      if (kind === 'sledgehammer') return rnd.pick([600, 700, 800, 900]);
      if (kind === 'axe') return rnd.pick([380, 450, 500, 600, 700]);
      if (kind === 'wrench' || kind === 'screwdriver') return round(rnd.int(100, 300), 10);
      if (kind === 'pliers') return rnd.pick([160, 180, 200, 250]);
      return round(rnd.int(100, 1000), 10);
    case 'package':
      return rnd.pick([0.75, 1, 5, 20, 25, 30]);
    case 'weight':
      if (HANDHELD.has(kind)) return round(rnd.int(40, 450) / 100, 0.05);
      if (kind === 'chainsaw' || kind === 'trimmer') return round(rnd.int(380, 900) / 100, 0.05);
      if (kind === 'sledgehammer') return rnd.pick([2, 3, 4, 5, 6, 8]);
      if (kind === 'hammer' || kind === 'axe') return round(rnd.int(40, 180) / 100, 0.05);
      return round(
        (template === 'hand' || template === 'consumable' ? rnd.int(10, 300) : rnd.int(80, 2500)) / 100,
        0.05,
      );
    case 'brushless':
    case 'battery-included':
    case 'in-case':
      return rnd.chance(0.5) ? 'yes' : 'no';
    case 'material':
      if (kind === 'mask') return 'plastik';
      if (['hammer', 'sledgehammer', 'axe'].includes(kind)) return 'stal';
      if (['wrench', 'screwdriver', 'pliers'].includes(kind)) return rnd.pick(['stal', 'hrom-vanadiy']);
      if (kind === 'tape' || kind === 'level') return rnd.pick(['alyuminiy', 'plastik', 'stal']);
      if (kind === 'foam') return 'poliuretan';
      if (kind === 'dry-mix') return rnd.pick(['tsement', 'gips']);
      return template === 'building'
        ? rnd.pick(['tsement', 'gips', 'poliuretan'])
        : rnd.pick(['stal', 'hrom-vanadiy', 'alyuminiy', 'plastik']);
    case 'color':
      return rnd.pick(['zelenyy', 'siniy', 'zheltyy', 'krasnyy', 'oranzhevyy', 'chernyy']);
    case 'country':
      return rnd.pick(['kitay', 'kitay', 'germaniya', 'yaponiya', 'rossiya', 'italiya', 'vengriya']);
    case 'warranty':
      return String(rnd.pick(WARRANTY_MONTHS));
    default:
      return null;
  }
}

function titleSuffix(props: Record<string, string | number>): string {
  if (typeof props.voltage === 'number') return `, ${String(props.voltage).replace('.', ',')} В`;
  if (typeof props.power === 'number') return `, ${props.power} Вт`;
  if (typeof props['engine-power'] === 'number')
    return `, ${String(props['engine-power']).replace('.', ',')} л.с.`;
  if (typeof props.package === 'number') return `, ${String(props.package).replace('.', ',')} кг`;
  return '';
}

function productRows(
  count: number,
  leaves: LeafRow[],
  brandTitles: Map<number, string>,
  shopIds: number[],
  rnd: Random,
  articleRnd: Random,
) {
  const products: Record<string, unknown>[] = [];
  const articles = new Set<string>();
  const perLeaf = new Map<number, number>();
  const stock: Record<string, unknown>[] = [];
  const brandCodes = new Map(BRANDS.map(([code], i) => [i + 1, code]));
  for (let id = 1; id <= count; id++) {
    const leaf = leaves[(id * 7919) % leaves.length] as LeafRow;
    const [, , noun, template, minPrice, maxPrice] = leaf.seed;
    // Each section carries each of its brands once before the rest are drawn: a store stocks every
    // brand it names in a section, and a small store still has a Makita grinder.
    const shown = perLeaf.get(leaf.id) ?? 0;
    perLeaf.set(leaf.id, shown + 1);
    const brandId = (leaf.brands[shown] as number | undefined) ?? rnd.pick(leaf.brands);
    const brand = brandTitles.get(brandId) as string;
    const brandCode = brandCodes.get(brandId) as string;
    // A generator of its own: the articles' draws leave the rest of the catalogue as it was for a seed.
    const { model, article } = uniqueModelAndArticle(brandCode, leaf.kind, articleRnd, articles);
    const props: Record<string, string | number> = { brand: brandCode };
    for (const code of leafProperties(leaf)) {
      const value = propertyValue(code, leaf.seed, leaf.kind, rnd);
      if (value !== null) props[code] = value;
    }
    const price = roundPrice(minPrice + (maxPrice - minPrice) * rnd.next() ** 2);
    const hasOld = rnd.chance(0.25);
    const available = rnd.chance(0.85);
    const rated = rnd.chance(0.85);
    const shortTitle = `${brand} ${model}`;
    const warranty = typeof props.warranty === 'string' ? Number(props.warranty) : 12;
    products.push({
      id,
      code: slugify(`${noun.split(' ')[0]} ${shortTitle} ${id}`),
      title: `${noun} ${shortTitle}${titleSuffix(props)}`,
      short_title: shortTitle,
      article,
      section_id: leaf.id,
      mid_id: leaf.midId,
      top_id: leaf.topId,
      brand_id: brandId,
      price,
      // Up to 30% off: the home's «скидки до 30%» is what the sale holds.
      old_price: hasOld ? roundPrice(price * (1.1 + rnd.next() * 0.33)) : 0,
      rating: rated ? round(3.5 + rnd.next() * 1.5, 0.1).toFixed(1) : '0.0',
      reviews: rated ? rnd.int(1, 240) : 0,
      is_available: available,
      // The delivery warehouse: every available product, a few units to a few dozen, so a product the
      // catalogue shows as available can always be bought (no draw of `rnd`, so the catalogue stays
      // what it was for a seed).
      delivery_stock: available ? ((id * 37) % 40) + 1 : 0,
      is_recommended: rnd.chance(0.1),
      // The newest tenth (the «Новинка» mark, product-cards.ts) has not sold enough yet to be a «Хит».
      popularity: rnd.int(0, id >= Math.floor(count * 0.9) ? 90_000 : 100_000),
      novelty: id,
      warranty_months: warranty,
      description: [
        `${noun} ${shortTitle}. ${KIND_USE[leaf.kind]}`,
        template === 'building' || template === 'consumable'
          ? 'Доставим по России или подготовим к выдаче в магазине.'
          : `Гарантия производителя — ${warrantyTitle(warranty)}; инструкция на русском языке и сертификат соответствия ЕАЭС — в разделе «Документы». Доставим по России или подготовим к выдаче в магазине.`,
      ].join('\n'),
      props,
    });
    if (available) {
      const shops = new Set<number>();
      const n = rnd.int(1, 4);
      while (shops.size < n) shops.add(rnd.pick(shopIds));
      for (const shopId of shops) stock.push({ product_id: id, shop_id: shopId, quantity: rnd.int(1, 25) });
    }
  }
  return { products, stock };
}

function navRows() {
  const rows: Array<[string, string, string, string, string]> = [
    ['header', '-', 'Корпоративным клиентам', '/corporate/', 'corporate'],
    ['header', '-', 'Сервисный центр', '/service/', 'service'],
    ['header', '-', 'Доставка', '/customer/delivery/', 'delivery'],
    ['header', '-', 'Магазины', '/shops/', 'shops'],
    ['footer', 'Покупателям', 'Доставка', '/customer/delivery/', ''],
    ['footer', 'Покупателям', 'Оплата', '/customer/oplata/', ''],
    ['footer', 'Покупателям', 'Гарантия и возврат', '/customer/garantiya/', ''],
    ['footer', 'Покупателям', 'Акции', '/promo/', ''],
    ['footer', 'Покупателям', 'Распродажа', '/sale/', ''],
    ['footer', 'Покупателям', 'Промокоды', '/promo-code/', ''],
    ['footer', 'Покупателям', 'Уценённые товары', '/discharged-goods/', ''],
    ['footer', 'Покупателям', 'Бонусная программа', '/customer/bonus/', ''],
    ['footer', 'Компания', 'О компании', '/about/', ''],
    ['footer', 'Компания', 'Новости', '/about/novosti/', ''],
    ['footer', 'Компания', 'Магазины', '/shops/', ''],
    ['footer', 'Компания', 'Сервисный центр', '/service/', ''],
    ['footer', 'Компания', 'Корпоративным клиентам', '/corporate/', ''],
    ['footer', 'Компания', 'Отзывы о магазине', '/about/reviews-of-works/', ''],
    ['footer', 'Компания', 'Карта сайта', '/sitemap/', ''],
    [
      'footer',
      'Документы',
      'Политика конфиденциальности',
      '/customer/politika-konfidentsialnosti/',
      'privacy',
    ],
    [
      'footer',
      'Документы',
      'Обработка персональных данных',
      '/customer/polzovatelskoe-soglashenie/',
      'personal-data',
    ],
  ];
  return rows.map(([placement, grp, title, url, cls], i) => ({
    id: i + 1,
    placement,
    grp,
    title,
    url,
    class: cls,
    sort: i + 1,
  }));
}

/**
 * The strips above the header (§3 Header banner): the delivery promise everywhere but the personal
 * area, which a shopper may close; the service centre's season offer on the petrol and garden
 * sections and its own page.
 */
function headerBannerRows() {
  return [
    {
      id: 1,
      url: '/customer/delivery/',
      text: 'Бесплатная доставка курьером от 5 000 ₽ в городах с нашими магазинами',
      show_pages: [],
      excluded_pages: ['/personal/*', '/customer/delivery/'],
      cross_use: true,
      cross_color_mobile: '#ffffff',
      cross_color_desktop: '#ffffff',
    },
    {
      id: 2,
      url: '/service/',
      text: 'Подготовим бензотехнику к сезону: ТО триммера или бензопилы от 1 500 ₽',
      show_pages: ['/catalog/benzoinstrument/*', '/catalog/sadovaya-tehnika/*', '/service/'],
      excluded_pages: ['/personal/*'],
      cross_use: true,
      cross_color_mobile: '#f28c28',
      cross_color_desktop: '#f28c28',
    },
  ];
}

/** The static pages (issue 18) with their text parsed into blocks, never stored as markup. */
function staticPageRows() {
  return STATIC_PAGES.map((p, i) => ({
    path: p.path,
    title: p.title,
    description: p.description,
    blocks: parsePageText(p.text),
    sort: (i + 1) * 10,
    updated_by: 'seed',
  }));
}

function variantRows(propertyIds: Map<string, number>) {
  const rows: Record<string, unknown>[] = [];
  for (const p of PROPERTIES) {
    const id = propertyIds.get(p.code) as number;
    const variants: ReadonlyArray<readonly [string, string]> =
      p.code === 'brand'
        ? BRANDS.map(([code, title]) => [code, title] as const)
        : p.code === 'warranty'
          ? WARRANTY_MONTHS.map((m) => [String(m), warrantyTitle(m)] as const)
          : (p.variants ?? []);
    for (const [sort, [value, title]] of variants.entries())
      rows.push({ property_id: id, value, title, sort });
  }
  return rows;
}

/** The seed's brand tags, their brands by id. */
function brandTagRows(brandIds: ReadonlyMap<string, number>) {
  return BRAND_TAGS.map((t, i) => ({
    code: t.code,
    title: t.title,
    text: t.text,
    brand_ids: t.brands.map((b) => brandIds.get(b) as number),
    sort: (i + 1) * 10,
    updated_by: 'seed',
  }));
}

/** The seed's catalogue tags, their sections found by the titles from the top. */
function catalogTagRows(
  sections: ReadonlyArray<Record<string, unknown>>,
  brandIds: ReadonlyMap<string, number>,
) {
  return CATALOG_TAGS.map((t, i) => {
    const url = t.section.length > 0 ? `/catalog/${t.section.map(slugify).join('/')}/` : null;
    const section = url ? sections.find((s) => s.url === url) : undefined;
    if (url && !section) throw new Error(`The seed's tag ${t.code} names no section at ${url}`);
    return {
      code: t.code,
      title: t.title,
      text: t.text,
      meta_title: t.metaTitle ?? '',
      meta_description: t.metaDescription ?? '',
      section_id: section ? section.id : null,
      brand_ids: t.brands.map((b) => brandIds.get(b) as number),
      conditions: t.conditions,
      sort: (i + 1) * 10,
      updated_by: 'seed',
    };
  });
}

/** The tables the seed writes, children before parents (the order TRUNCATE and VACUUM take them in). */
const SEEDED_TABLES = [
  ...PUBLICATION_TABLES,
  ...COMMERCE_TABLES,
  'promotion_products',
  'promotions',
  'discharged_goods',
  'catalog_tags',
  'brand_tags',
  ...[...ACCOUNT_TABLES].reverse(),
  'stock',
  'zone_prices',
  'products',
  'section_properties',
  'property_variants',
  'properties',
  'popular_brands',
  'sections',
  'brands',
  'shops',
  'cities',
  'locations',
  'slides',
  'nav_items',
  'header_banners',
  'static_pages',
];

/**
 * The store's reviews: the accounts' own (named after their authors) and the catalogue's, numbered
 * after them; each product's rating and count (in `products`) become those of its published reviews.
 */
function seededReviews(
  products: Record<string, unknown>[],
  leaves: LeafRow[],
  accounts: ReturnType<typeof accountRows>,
  seed: number,
): ReviewRow[] {
  const templateOf = new Map(leaves.map((leaf) => [leaf.id, leaf.seed[3]]));
  const users = new Map(accounts.users.map((u) => [u.id as number, u]));
  const own: ReviewRow[] = accounts.product_reviews.map((r) => {
    const user = users.get(r.user_id as number);
    const first = String(user?.first_name ?? '');
    const last = String(user?.last_name ?? '');
    return {
      id: r.id as number,
      product_id: r.product_id as number,
      user_id: r.user_id as number,
      rating: r.rating as number,
      pros: '',
      cons: '',
      text: r.text as string,
      author: first ? (last ? `${first} ${last[0]}.` : first) : 'Покупатель',
      status: r.status as ReviewRow['status'],
      likes: 0,
      dislikes: 0,
      created_at: r.created_at as string,
      consent_at: r.created_at as string,
      moderated_at: r.status === 'moderation' ? null : (r.created_at as string),
      moderated_by: r.status === 'moderation' ? '' : 'content@verstak.example.ru',
      reject_reason: '',
    };
  });
  const catalog = catalogReviewRows(
    products.map((p) => ({
      id: p.id as number,
      template: templateOf.get(p.section_id as number) ?? 'corded',
      rated: (p.reviews as number) > 0,
    })),
    own.length + 1,
    EPOCH,
    // A generator of its own, so the catalogue's draws stay what they were for a seed.
    createRandom(seed * 7919 + 17),
  );
  const all = [...own, ...catalog];
  const ratings = ratingsOf(all);
  for (const product of products) {
    const r = ratings.get(product.id as number);
    product.rating = (r?.rating ?? 0).toFixed(1);
    product.reviews = r?.reviews ?? 0;
  }
  accounts.product_reviews = all as unknown as typeof accounts.product_reviews;
  return all;
}

/** Photos for about one review in eight that is rated 3 or more (and a few waiting ones), one to three each. */
function reviewPhotoRows(reviews: readonly ReviewRow[], drawn: readonly AcceptedPhoto[]) {
  const rows: Record<string, unknown>[] = [];
  const hex = (bytes: Uint8Array) => `\\x${Buffer.from(bytes).toString('hex')}`;
  for (const review of reviews) {
    if (review.rating < 3 || review.id % 8 !== 3 || review.status === 'rejected' || rows.length >= 120)
      continue;
    for (let k = 0; k < 1 + (review.id % 3); k++) {
      const photo = drawn[(review.id + k) % drawn.length] as AcceptedPhoto;
      rows.push({
        id: rows.length + 1,
        review_id: review.id,
        user_id: review.user_id,
        token: createHash('sha256')
          .update(`review-photo-${rows.length + 1}`)
          .digest('hex')
          .slice(0, 24),
        width: photo.width,
        height: photo.height,
        content: hex(photo.content),
        thumbnail: hex(photo.thumbnail),
      });
    }
  }
  return rows;
}

/** Clears the store's data and fills it anew, deterministically from `seed`. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<void> {
  const count = options.products ?? 5000;
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`products must be a positive integer, got ${count}`);
  checkGrowth(options.accounts ?? 0, options.orders ?? 0);
  const rnd = createRandom(options.seed ?? 1);
  const cities = cityRows();
  const shops = shopRows(cities);
  const brandIds = new Map(BRANDS.map(([code], i) => [code, i + 1]));
  const brandTitles = new Map(BRANDS.map(([, title], i) => [i + 1, title]));
  const { rows: sections, leaves, popular } = sectionRows(brandIds);
  const propertyIds = new Map(PROPERTIES.map((p, i) => [p.code, i + 1]));
  const sectionProps = leaves.flatMap((leaf) =>
    ['price', 'brand', ...leafProperties(leaf)].map((code) => ({
      section_id: leaf.id,
      property_id: propertyIds.get(code),
    })),
  );
  const { products, stock } = productRows(
    count,
    leaves,
    brandTitles,
    shops.map((s) => s.id as number),
    rnd,
    createRandom((options.seed ?? 1) * 104_729 + 3),
  );
  const topSections = sections.filter((s) => s.depth === 1);
  // One hash for every seeded account: scrypt is slow on purpose, and the seed is not the place to pay it 40 times.
  const passwordHash = await hashPassword(SEED_PASSWORD);
  const accounts = accountRows({
    seed: options.seed ?? 1,
    products: count,
    cities: cities.map((c) => ({ id: c.id, name: c.name })),
    shopIds: shops.map((s) => s.id as number),
    passwordHash,
  });
  const reviews = seededReviews(products, leaves, accounts, options.seed ?? 1);
  const photos = reviewPhotoRows(reviews, await drawnPhotos());

  await db.transaction(async (tx) => {
    // CASCADE: the tables that hang on accounts (sessions, codes, outbox of migration 005 and later)
    // name the seeded users, who are made anew.
    await tx.exec(`TRUNCATE ${SEEDED_TABLES.join(', ')} CASCADE`);
    await insertRows(tx, 'cities', cities);
    await insertRows(tx, 'shops', shops);
    await insertRows(tx, 'locations', locationRows(cities));
    await insertRows(
      tx,
      'brands',
      BRANDS.map(([code, title, country], i) => ({
        id: i + 1,
        code,
        title,
        country,
        description: brandText(code, title, country),
      })),
    );
    await insertRows(tx, 'sections', sections);
    await insertRows(tx, 'popular_brands', popular);
    await insertRows(
      tx,
      'properties',
      PROPERTIES.map((p, i) => ({
        id: i + 1,
        code: p.code,
        title: p.title,
        type: p.type,
        unit: p.unit,
        sort: i + 1,
      })),
    );
    await insertRows(tx, 'property_variants', variantRows(propertyIds));
    await insertRows(tx, 'section_properties', sectionProps);
    await insertRows(tx, 'products', products);
    await insertRows(tx, 'stock', stock);
    await insertRows(
      tx,
      'zone_prices',
      zonePriceRows(products, createRandom((options.seed ?? 1) * 7_919 + 29)),
    );
    const commerce = commerceRows({
      sectionId: topSections[0]?.id as number,
      brandId: brandIds.get('makita') as number,
    });
    await insertRows(tx, 'promo_codes', commerce.promo_codes);
    await insertRows(tx, 'order_cancel_reasons', commerce.order_cancel_reasons);
    // Each product's search document is written by its insert trigger (migration 015).
    // Rewrite the table in section order: a section's products then sit on a few adjacent pages
    // instead of one page each, and the update's dead row versions are gone. The section call reads
    // a whole section for its facets, so this is what keeps it fast at 100k products.
    await tx.exec('CLUSTER products USING products_section');
    await insertRows(
      tx,
      'slides',
      slideRows(products, topSections as Array<{ id: number; title: string; url: string }>),
    );
    await insertRows(tx, 'promotions', promotionRows(seedDay(options.now)));
    await insertPromotionProducts(tx);
    await insertRows(
      tx,
      'discharged_goods',
      dischargedRows(
        products,
        shops.map((s) => s.id as number),
      ),
    );
    await insertRows(tx, 'publication_tags', publicationTagRows());
    await insertRows(tx, 'publications', publicationRows(seedDay(options.now)));
    await insertPublicationProducts(tx);
    await insertRows(tx, 'publication_comments', publicationCommentRows(seedDay(options.now)));
    await tx.query(
      `SELECT setval(pg_get_serial_sequence('publication_comments', 'id'), coalesce((SELECT max(id) FROM publication_comments), 0) + 1, false)`,
    );
    await insertRows(tx, 'nav_items', navRows());
    await insertRows(tx, 'brand_tags', brandTagRows(brandIds));
    await insertRows(tx, 'catalog_tags', catalogTagRows(sections, brandIds));
    await insertRows(tx, 'header_banners', headerBannerRows());
    await insertRows(tx, 'static_pages', staticPageRows());
    for (const table of ACCOUNT_TABLES) await insertRows(tx, table, accounts[table]);
    await insertRows(tx, 'review_photos', photos);
    await tx.query(
      `SELECT setval(pg_get_serial_sequence('review_photos', 'id'), coalesce((SELECT max(id) FROM review_photos), 0) + 1, false)`,
    );
    // The seed gives ids: move each identity past them, so the next account or row gets a free one.
    for (const table of ACCOUNT_IDENTITY_TABLES)
      await tx.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`,
      );
  });
  if ((options.accounts ?? 0) > 0 || (options.orders ?? 0) > 0)
    // Outside the catalogue's transaction: a million orders are written batch by batch, and the
    // store is not in use while it is seeded.
    await seedGrowth(db, {
      accounts: options.accounts ?? 0,
      orders: options.orders ?? 0,
      seed: options.seed ?? 1,
      passwordHash,
      ...(options.onGrowthProgress ? { onProgress: options.onGrowthProgress } : {}),
    });
  // Planner statistics for the fresh data, so the first queries pick the indexes; the vacuum sets
  // the visibility map and hint bits once, instead of on the first reads of every page.
  // order_counts is emptied with the orders (migration 014's trigger), not named in the TRUNCATE.
  await db.exec(`VACUUM ANALYZE ${[...SEEDED_TABLES, 'order_counts'].join(', ')}`);
  forgetPerDatabase(db);
}

/**
 * Seeds the database when it has no products yet; returns whether it seeded. Holds the start-up lock,
 * so servers starting at once on an empty database seed it once: the others wait, then find products.
 */
export async function ensureSeeded(
  db: Db,
  options: SeedOptions & { onSeedStart?: () => void } = {},
): Promise<boolean> {
  return db.withLock(STARTUP_LOCK, async () => {
    const [row] = await db.query<{ n: number }>('SELECT count(*) AS n FROM products');
    if ((row?.n ?? 0) > 0) return false;
    options.onSeedStart?.();
    await seed(db, options);
    return true;
  });
}
