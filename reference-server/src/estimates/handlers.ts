import { sessionUserId } from '../account/session-user';
import { addLines } from '../basket/add-lines';
import { changeBasket } from '../basket/change-basket';
import { defineHandlers } from '../context/define-handlers';
import { listPageLayout } from '../product-lists/list-page-layout';
import {
  createEstimate,
  defaultEstimateTitle,
  estimateLinesOf,
  estimateOf,
  estimatesOf,
  removeEstimate,
} from './estimate-rows';

const ESTIMATES_PAGE = {
  title: 'Сметы',
  url: '/personal/estimates/',
  description: 'Сметы: сохранённые списки товаров, которые можно целиком положить в корзину.',
};

/** A user's estimates and their pages (§7.4 /user/estimates/, §7.3). */
export const estimatesHandlers = defineHandlers('estimates', {
  async create({ title, products }, ctx) {
    const userId = sessionUserId(ctx);
    const now = ctx.clock.now();
    const id = await createEstimate(ctx.db, userId, title || defaultEstimateTitle(now), products, now);
    return estimateOf(ctx.db, userId, id, ctx.city.id);
  },
  async remove({ id }, ctx) {
    await removeEstimate(ctx.db, sessionUserId(ctx), id);
    return { removed: true };
  },
  async addToBasket({ id }, ctx) {
    const lines = await estimateLinesOf(ctx.db, sessionUserId(ctx), id);
    // What fits: a line is capped at what can be bought now, the basket at its line limit (docs/basket.md).
    return changeBasket(ctx, {}, (tx, visitor) =>
      addLines(tx, visitor.fUserId, lines, { cityId: ctx.city.id }),
    );
  },
  async page(_input, ctx) {
    const userId = sessionUserId(ctx);
    const [layout, items] = await Promise.all([
      listPageLayout(ctx.db, { userId }, ESTIMATES_PAGE),
      estimatesOf(ctx.db, userId, ctx.city.id),
    ]);
    return { ...layout, items };
  },
  async detailPage({ id }, ctx) {
    const userId = sessionUserId(ctx);
    const estimate = await estimateOf(ctx.db, userId, id, ctx.city.id);
    const layout = await listPageLayout(ctx.db, { userId }, ESTIMATES_PAGE, [
      { title: estimate.title, url: `/personal/estimates/${estimate.id}/` },
    ]);
    return { ...layout, estimate };
  },
});
