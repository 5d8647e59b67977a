import { defineHandlers } from '../context/define-handlers';
import { listPageLayout } from '../product-lists/list-page-layout';
import {
  addToList,
  clearList,
  countListed,
  FAVORITES_LIST,
  listedIds,
  removeFromList,
  removeSectionFromList,
} from '../product-lists/visitor-list';
import { visitorOf } from '../visitor/visitor';
import { favoritesListOf } from './favorites-list';

const FAVORITES_PAGE = {
  title: 'Избранное',
  url: '/personal/favorites/',
  description: 'Избранные товары: отложите инструмент и материалы, чтобы сравнить и купить позже.',
};

/** The favourites of both families and the favourites page (§7.6, §7.3, §4.4, §4.6). */
export const favoritesHandlers = defineHandlers('favorites', {
  async add({ productId }, ctx) {
    return { productIds: await addToList(ctx.db, FAVORITES_LIST, visitorOf(ctx).fUserId, productId) };
  },
  async delete({ productId }, ctx) {
    return { productIds: await removeFromList(ctx.db, FAVORITES_LIST, visitorOf(ctx).fUserId, [productId]) };
  },
  async deleteAll(_input, ctx) {
    return { productIds: await clearList(ctx.db, FAVORITES_LIST, visitorOf(ctx).fUserId) };
  },
  async count(_input, ctx) {
    return { count: await countListed(ctx.db, FAVORITES_LIST, visitorOf(ctx).fUserId) };
  },
  async addProduct({ id }, ctx) {
    return { productIds: await addToList(ctx.db, FAVORITES_LIST, visitorOf(ctx).fUserId, id) };
  },
  async removeProduct({ id }, ctx) {
    return { productIds: await removeFromList(ctx.db, FAVORITES_LIST, visitorOf(ctx).fUserId, [id]) };
  },
  async clear(_input, ctx) {
    return { productIds: await clearList(ctx.db, FAVORITES_LIST, visitorOf(ctx).fUserId) };
  },
  async removeSection({ id }, ctx) {
    return { productIds: await removeSectionFromList(ctx.db, FAVORITES_LIST, visitorOf(ctx).fUserId, id) };
  },
  async list(_input, ctx) {
    const productIds = await listedIds(ctx.db, FAVORITES_LIST, visitorOf(ctx).fUserId);
    return { productIds, count: productIds.length };
  },
  async section({ id, page, count }, ctx) {
    return favoritesListOf(ctx.db, visitorOf(ctx).fUserId, ctx.city.id, { sectionId: id, page, count });
  },
  async page({ sectionId, page, count }, ctx) {
    const visitor = visitorOf(ctx);
    const [layout, list] = await Promise.all([
      listPageLayout(ctx.db, visitor, FAVORITES_PAGE),
      favoritesListOf(ctx.db, visitor.fUserId, ctx.city.id, { sectionId, page, count }),
    ]);
    return { ...layout, ...list };
  },
  async removeSectionPage({ id, page, count }, ctx) {
    const { fUserId } = visitorOf(ctx);
    await removeSectionFromList(ctx.db, FAVORITES_LIST, fUserId, id);
    return favoritesListOf(ctx.db, fUserId, ctx.city.id, { page, count });
  },
});
