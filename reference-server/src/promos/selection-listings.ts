import { type Breadcrumb, promosCalls } from '@verstak/sdk/contract';
import { listingHandlers } from '../catalog/listing-handlers';
import {
  type SelectionInit,
  type SelectionScope,
  selectionBreadcrumbs,
  selectionOf,
  selectionScope,
} from '../catalog/selections';
import type { RequestContext } from '../context/request-context';
import { HttpError } from '../http/http-error';
import { STORE_NAME } from '../page-calls/page-meta';
import { endOfMoscowDay, moscowDay, startOfMoscowDay } from './moscow-day';
import { type PromoRow, promoByCode, toPromo } from './promo-rows';

// The sale and the promotions as listings (§2.1 /sale/, /sale/*, /promo/{code}/): each a selection of
// the catalogue with the listing block's filter, sort, pages and SEO.

/** The sale: every product with an old price above its price (§3 priceCurrent, the «−N%» badge). */
const SALE: SelectionInit = {
  key: 'sale',
  url: '/sale/',
  where: () => 'p.old_price > p.price',
  // A comparison of two columns: no index reads it in order.
  keepsOrders: true,
};

const HOME = { title: 'Главная', url: '/' };
const SALE_CRUMB = { title: 'Распродажа', url: '/sale/' };

/** The sale's page, whole or narrowed to a section. */
async function salePage(scope: SelectionScope, ctx: RequestContext, found: string) {
  const selection = await selectionOf(ctx.db, scope, 'Распродажа');
  const where = scope.section ? `${scope.section.title}: распродажа` : 'Распродажа инструмента и техники';
  return {
    url: selection.url,
    title: `${where} — скидки ${ctx.city.name_pr} | ${STORE_NAME}`,
    description: `${where}: ${found} со скидкой в интернет-магазине ${STORE_NAME}. Доставка и самовывоз ${ctx.city.name_pr}.`,
    breadcrumbs: selectionBreadcrumbs(scope, [HOME, SALE_CRUMB]),
    fields: { selection },
  };
}

const sale = listingHandlers(promosCalls, 'sale', {
  scope: (_input, ctx) => selectionScope(SALE, undefined, ctx),
  page: salePage,
});

const saleSection = listingHandlers(promosCalls, 'saleSection', {
  scope: ({ path }, ctx) => selectionScope(SALE, path, ctx),
  page: salePage,
});

/** A promotion's scope: its products (`promotion_products`), whatever their prices. */
interface PromoScope extends SelectionScope {
  readonly promo: PromoRow;
}

const promo = listingHandlers(promosCalls, 'promo', {
  async scope({ code }, ctx): Promise<PromoScope> {
    const row = await promoByCode(ctx.db, code);
    // A promotion that has not begun is not shown before its day, as if it did not exist.
    if (!row || row.starts_on > moscowDay(ctx.clock.now()))
      throw new HttpError(404, 'promo_not_found', { common: 'Акция не найдена' });
    const scope = await selectionScope(
      {
        key: `promo:${row.id}`,
        url: `/promo/${row.code}/`,
        where: (sql) =>
          `p.id IN (SELECT product_id FROM promotion_products WHERE promotion_id = ${sql.add(row.id)})`,
      },
      undefined,
      ctx,
    );
    return { ...scope, promo: row };
  },
  async page(scope, ctx, found) {
    const row = scope.promo;
    const now = ctx.clock.now();
    const shown = toPromo(row, now);
    const selection = await selectionOf(ctx.db, scope, row.title);
    const trail: Breadcrumb[] = [
      { title: 'Главная', url: '/', sections: [], tags: [] },
      { title: 'Акции', url: '/promo/', sections: [], tags: [] },
      ...(shown.ended ? [{ title: 'Архив', url: '/promo/archive/', sections: [], tags: [] }] : []),
      { title: row.title, url: shown.url, sections: [], tags: [] },
    ];
    return {
      url: shown.url,
      title: `${row.title}${shown.ended ? ' (акция завершена)' : ''} | ${STORE_NAME}`,
      description: `${row.preview} ${found} по акции в интернет-магазине ${STORE_NAME}.`,
      breadcrumbs: trail,
      fields: {
        promo: {
          ...shown,
          description: row.description,
          text: row.body,
          promoRules: row.rules,
          typePromo: row.type_promo,
          timerTitle: row.timer_title,
          dateStart: startOfMoscowDay(row.starts_on),
          dateEnd: endOfMoscowDay(row.ends_on),
          now: new Date(now).toISOString(),
          total: selection.sections.reduce((n, s) => n + s.count, 0),
        },
        selection,
      },
    };
  },
});

/** The sale's and the promotions' listing handlers, page and twin. */
export const promoListingHandlers = { ...sale, ...saleSection, ...promo };
