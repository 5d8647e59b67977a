import type { MainPageData } from '@verstak/sdk/contract';
import { pickupWordsAt, toCards, withPickupAt } from '../catalog/product-cards';
import { availableProductRows } from '../catalog/product-queries';
import type { CityRow } from '../cities/city-rows';
import { defineHandlers } from '../context/define-handlers';
import type { Db } from '../db/database';
import { perDatabaseKeyed, sharedAlike } from '../db/per-database';
import { brandPictureUrl, slidePictureUrl } from '../images/picture-urls';
import { pageMeta, STORE_NAME } from '../page-calls/page-meta';
import { slideRows, topBrandRows } from './home-queries';
import { popularCategories } from './popular-categories';

/**
 * The home page of a city, once per database and city (keyed by the cities memo's own row): only
 * catalogue writes change it, and they make every per-database memo forget (`db/per-database.ts`).
 */
const mainPageOf = perDatabaseKeyed(async (db: Db, city: CityRow): Promise<MainPageData> => {
  const [slides, brands, categories, hits, novelties] = await Promise.all([
    slideRows(db),
    topBrandRows(db, 12),
    popularCategories(db, 8),
    availableProductRows(db, 'hits', city.id, 12).then((rows) => toCards(db, rows)),
    availableProductRows(db, 'novelty', city.id, 12).then((rows) => toCards(db, rows)),
  ]);
  return {
    meta: pageMeta({
      title: `${STORE_NAME} — электроинструмент, бензотехника и строительное оборудование ${city.name_pr}`,
      description: `Интернет-магазин ${STORE_NAME}: электро- и бензоинструмент, садовая техника, оборудование и материалы. Доставка по России и самовывоз ${city.name_pr}.`,
      canonical: '/',
    }),
    slides: slides.map((s) => ({
      id: s.id,
      name: s.name,
      link: s.link,
      picture: slidePictureUrl(s),
      mobilePicture: slidePictureUrl(s, true),
      type: s.type,
      position: s.position,
      isStatic: s.is_static,
      commercial:
        s.erid && s.advertiser_name && s.advertiser_data
          ? { erid: s.erid, advertiserName: s.advertiser_name, advertiserData: s.advertiser_data }
          : null,
    })),
    popularCategories: categories,
    hits,
    novelties,
    brands: brands.map((b) => ({
      id: b.id,
      title: b.title,
      code: b.code,
      url: `/brands/${b.code}/`,
      picture: brandPictureUrl(b),
    })),
  };
});

/** Home's answers with the cards' pickup words of their hour, by the memo's answer they were made from. */
const pageByPickupWords = new WeakMap<MainPageData, Map<string, MainPageData>>();

/** The home page (§7.2, §2.1). */
export const homeHandlers = defineHandlers('home', {
  async main(_input, ctx) {
    const page = await mainPageOf(ctx.db, ctx.city);
    const now = ctx.clock.now();
    // One answer per wording of the cards' pickup promise, shared as the page is: a guest's home may be
    // kept (for a minute at most) and still says what the shops can hand over now.
    const words = pickupWordsAt(now);
    let byWords = pageByPickupWords.get(page);
    if (!byWords) {
      byWords = new Map();
      pageByPickupWords.set(page, byWords);
    }
    let shown = byWords.get(words);
    if (!shown) {
      shown = sharedAlike({
        ...page,
        hits: withPickupAt(page.hits, now),
        novelties: withPickupAt(page.novelties, now),
      });
      byWords.set(words, shown);
    }
    return shown;
  },
});
