import { defineHandlers } from '../context/define-handlers';
import { HttpError } from '../http/http-error';
import { pageMeta, STORE_NAME } from '../page-calls/page-meta';
import { visitorOf } from '../visitor/visitor';
import { dischargedGoodsPage, dischargedItemById } from './discharged-goods';
import { acceptFormFiles, deleteWaitingFormFiles, storeFormFiles, sweepUnusedFormFiles } from './form-files';
import { productForRequest } from './product-for-request';
import { sendFormRequest } from './send-form-request';

/** Discharged items a page shows, and «показать ещё» adds. */
const PER_PAGE = 12;

/** The shopper's forms and their files (§7.2, §7.7): discharged goods, write us, call back, special price, service for business. */
export const formsHandlers = defineHandlers('forms', {
  async dischargedGoodsPage({ page = 1, count = PER_PAGE }, ctx) {
    const { items, total } = await dischargedGoodsPage(ctx.db, { limit: count, offset: (page - 1) * count });
    return {
      meta: pageMeta({
        title: `Уценённые товары${page > 1 ? ` — страница ${page}` : ''} | ${STORE_NAME}`,
        description: `Уценённые товары ${STORE_NAME}: витринные образцы и товары со вскрытой упаковкой с гарантией и скидкой.`,
        canonical: '/discharged-goods/',
        robots: page > 1 ? 'noindex, follow' : 'index, follow',
      }),
      breadcrumbs: [
        { title: 'Главная', url: '/', sections: [], tags: [] },
        { title: 'Уценённые товары', url: '/discharged-goods/', sections: [], tags: [] },
      ],
      items,
      pagination: { page, pageCount: Math.ceil(total / count), perPage: count, total },
    };
  },

  async dischargedGoods({ page = 1, count = PER_PAGE }, ctx) {
    const { items, total } = await dischargedGoodsPage(ctx.db, { limit: count, offset: (page - 1) * count });
    return { items, pagination: { page, pageCount: Math.ceil(total / count), perPage: count, total } };
  },

  async dischargedGoodsSend(input, ctx) {
    const item = input.itemId === undefined ? undefined : await dischargedItemById(ctx.db, input.itemId);
    if (input.itemId !== undefined && !item)
      throw new HttpError(400, 'validation', { itemId: 'Этот товар уже продан или снят с продажи' });
    return sendFormRequest(ctx, {
      form: 'discharged-goods',
      name: input.name,
      phone: input.phone,
      email: input.email,
      message: input.message,
      subjectId: item?.id,
      details: item
        ? { Товар: `${item.title}, ${item.price} ₽ (№ ${item.id}, ${item.city}, ${item.shop})` }
        : {},
      subject: item ? `Уценённый товар: ${item.title}` : 'Вопрос об уценённых товарах',
    });
  },

  async writeUs(input, ctx) {
    return sendFormRequest(ctx, {
      form: 'write-us',
      name: input.name,
      phone: input.phone ?? '',
      email: input.email,
      message: input.message,
      details: input.topic ? { Тема: input.topic } : {},
      fileIds: input.fileIds,
      subject: `Написать нам${input.topic ? `: ${input.topic}` : ''} — ${input.name}`,
    });
  },

  async callback(input, ctx) {
    return sendFormRequest(ctx, {
      form: 'callback',
      name: input.name,
      phone: input.phone,
      message: input.comment ?? '',
      details: { 'Когда позвонить': input.time || 'в любое время', Город: ctx.city.name },
      subject: `Обратный звонок: ${input.phone}`,
    });
  },

  async specialPrice(input, ctx) {
    const product = await productForRequest(ctx.db, input.productId, ctx.city.id);
    if (!product) throw new HttpError(400, 'validation', { productId: 'Товар не найден' });
    return sendFormRequest(ctx, {
      form: 'special-price',
      name: input.name,
      phone: input.phone,
      email: input.email,
      message: input.message ?? '',
      subjectId: product.id,
      details: {
        Товар: `${product.title} (код ${product.code}), ${product.price} ₽`,
        Количество: `${input.quantity ?? 1} шт.`,
        Город: ctx.city.name,
      },
      fileIds: input.fileIds,
      subject: `Спеццена: ${product.title}`,
    });
  },

  async serviceB2b(input, ctx) {
    return sendFormRequest(ctx, {
      form: 'service-b2b',
      name: input.name,
      phone: input.phone,
      email: input.email,
      message: input.message,
      details: { Организация: input.company, ...(input.inn ? { ИНН: input.inn } : {}), Город: ctx.city.name },
      fileIds: input.fileIds,
      subject: `Сервис для бизнеса: ${input.company}`,
    });
  },

  async uploadFiles(input, ctx) {
    const visitor = visitorOf(ctx);
    const now = ctx.clock.now();
    // Files are checked and re-encoded before the transaction: decoding is slow and needs no lock.
    const accepted = await acceptFormFiles(input.file);
    // Uploads are when files pile up, so they are when the old unused ones go.
    await sweepUnusedFormFiles(ctx.db, now);
    const files = await ctx.db.transaction((tx) => storeFormFiles(tx, visitor.fUserId, accepted, now));
    return { files };
  },

  async deleteFile({ id }, ctx) {
    const [deleted] = await deleteWaitingFormFiles(ctx.db, visitorOf(ctx).fUserId, [id]);
    // Someone else's file, a sent one and a missing one read the same.
    if (deleted === undefined) throw new HttpError(404, 'not_found', { id: 'Файл не найден' });
    return { deleted };
  },

  async deleteFileList({ ids }, ctx) {
    return { deleted: await deleteWaitingFormFiles(ctx.db, visitorOf(ctx).fUserId, ids?.map(Number)) };
  },
});
