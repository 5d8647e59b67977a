import { cardCatalog } from '../catalog/product-cards';
import { defineHandlers } from '../context/define-handlers';
import { listPageLayout } from '../product-lists/list-page-layout';
import { listSections } from '../product-lists/list-sections';
import {
  addToList,
  COMPARE_LIST,
  clearList,
  countListed,
  listedProducts,
  removeFromList,
  removeSectionFromList,
} from '../product-lists/visitor-list';
import { visitorOf } from '../visitor/visitor';
import { compareStateOf } from './compare-state';

const COMPARE_PAGE = {
  title: 'Сравнение товаров',
  url: '/personal/compare/',
  description: 'Сравнение товаров: характеристики выбранных инструментов и материалов рядом.',
};

/** The comparison calls and the compare page (§7.6, §7.3, §4.5). */
export const compareHandlers = defineHandlers('compare', {
  async get({ sectionId }, ctx) {
    return compareStateOf(ctx.db, visitorOf(ctx).fUserId, ctx.city.id, sectionId);
  },
  async add({ id }, ctx) {
    return { productIds: await addToList(ctx.db, COMPARE_LIST, visitorOf(ctx).fUserId, id) };
  },
  async remove({ id }, ctx) {
    return { productIds: await removeFromList(ctx.db, COMPARE_LIST, visitorOf(ctx).fUserId, [id]) };
  },
  async clear(_input, ctx) {
    return { productIds: await clearList(ctx.db, COMPARE_LIST, visitorOf(ctx).fUserId) };
  },
  async count(_input, ctx) {
    return { count: await countListed(ctx.db, COMPARE_LIST, visitorOf(ctx).fUserId) };
  },
  async sections(_input, ctx) {
    const [listed, catalog] = await Promise.all([
      listedProducts(ctx.db, COMPARE_LIST, visitorOf(ctx).fUserId),
      cardCatalog(ctx.db),
    ]);
    return { sections: listSections(listed, catalog.sections) };
  },
  async removeSection({ id }, ctx) {
    return { productIds: await removeSectionFromList(ctx.db, COMPARE_LIST, visitorOf(ctx).fUserId, id) };
  },
  async page({ sectionId }, ctx) {
    const visitor = visitorOf(ctx);
    const [layout, state] = await Promise.all([
      listPageLayout(ctx.db, visitor, COMPARE_PAGE),
      compareStateOf(ctx.db, visitor.fUserId, ctx.city.id, sectionId),
    ]);
    return { ...layout, ...state };
  },
});
