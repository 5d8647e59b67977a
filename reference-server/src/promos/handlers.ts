import { publicPromoCodes } from '../basket/public-promo-codes';
import { cardRowsByIds, toCards } from '../catalog/product-cards';
import { defineHandlers } from '../context/define-handlers';
import { HttpError } from '../http/http-error';
import { pageMeta, STORE_NAME } from '../page-calls/page-meta';
import { moscowDay } from './moscow-day';
import { promoByCode, promoCount, promoRows, toPromo } from './promo-rows';
import { promoListingHandlers } from './selection-listings';

/** Promotions a list page shows. */
const PROMOS_PER_PAGE = 12;

/** Promotions and sale (§7.2, §7.7): the sale and promotion listings, the promotion lists, the promo-code page. */
export const promosHandlers = defineHandlers('promos', {
  ...promoListingHandlers,

  async pages({ state = 'current', page = 1 }, ctx) {
    const now = ctx.clock.now();
    const today = moscowDay(now);
    const archive = state === 'archive';
    const [{ rows, total }, otherCount] = await Promise.all([
      promoRows(ctx.db, state, today, { limit: PROMOS_PER_PAGE, offset: (page - 1) * PROMOS_PER_PAGE }),
      promoCount(ctx.db, archive ? 'current' : 'archive', today),
    ]);
    const url = archive ? '/promo/archive/' : '/promo/';
    const title = archive ? 'Архив акций' : 'Акции и скидки';
    return {
      meta: pageMeta({
        title: `${title}${page > 1 ? ` — страница ${page}` : ''} | ${STORE_NAME}`,
        description: archive
          ? `Завершённые акции интернет-магазина ${STORE_NAME}: условия и сроки.`
          : `Действующие акции интернет-магазина ${STORE_NAME} ${ctx.city.name_pr}: скидки, подарки и бонусы на инструмент и технику.`,
        canonical: url,
        // A second page repeats the first's kind of content: not for the index, its links still followed.
        robots: page > 1 ? 'noindex, follow' : 'index, follow',
      }),
      breadcrumbs: [
        { title: 'Главная', url: '/', sections: [], tags: [] },
        { title: 'Акции', url: '/promo/', sections: [], tags: [] },
        ...(archive ? [{ title: 'Архив', url: '/promo/archive/', sections: [], tags: [] }] : []),
      ],
      state,
      items: rows.map((r) => toPromo(r, now)),
      pagination: { page, pageCount: Math.ceil(total / PROMOS_PER_PAGE), perPage: PROMOS_PER_PAGE, total },
      otherCount,
    };
  },

  async list({ state = 'current', page = 1, count = PROMOS_PER_PAGE }, ctx) {
    const now = ctx.clock.now();
    const { rows, total } = await promoRows(ctx.db, state, moscowDay(now), {
      limit: count,
      offset: (page - 1) * count,
    });
    return {
      items: rows.map((r) => toPromo(r, now)),
      pagination: { page, pageCount: Math.ceil(total / count), perPage: count, total },
    };
  },

  async products({ code, page = 1, count = 24 }, ctx) {
    const row = await promoByCode(ctx.db, code);
    if (!row || row.starts_on > moscowDay(ctx.clock.now()))
      throw new HttpError(404, 'promo_not_found', { common: 'Акция не найдена' });
    const [ids, [totalRow]] = await Promise.all([
      ctx.db.query<{ product_id: number }>(
        'SELECT product_id FROM promotion_products WHERE promotion_id = $1 ORDER BY sort, product_id LIMIT $2 OFFSET $3',
        [row.id, count, (page - 1) * count],
      ),
      ctx.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM promotion_products WHERE promotion_id = $1',
        [row.id],
      ),
    ]);
    const total = totalRow?.n ?? 0;
    const rows = await cardRowsByIds(
      ctx.db,
      ids.map((r) => r.product_id),
      ctx.city.id,
    );
    return {
      items: await toCards(ctx.db, rows, (page - 1) * count + 1),
      pagination: { page, pageCount: Math.ceil(total / count), perPage: count, total },
    };
  },

  async promoCodePage(_input, ctx) {
    return {
      meta: pageMeta({
        title: `Промокоды | ${STORE_NAME}`,
        description: `Действующие промокоды интернет-магазина ${STORE_NAME} и как применить промокод в корзине.`,
        canonical: '/promo-code/',
      }),
      breadcrumbs: [
        { title: 'Главная', url: '/', sections: [], tags: [] },
        { title: 'Промокоды', url: '/promo-code/', sections: [], tags: [] },
      ],
      codes: await publicPromoCodes(ctx.db, ctx.clock.now()),
    };
  },
});
