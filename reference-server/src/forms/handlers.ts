import { defineHandlers } from '../context/define-handlers';
import { HttpError } from '../http/http-error';
import { takeSend } from '../identity/send-limits';
import { pageMeta, STORE_NAME } from '../page-calls/page-meta';
import { dischargedGoodsPage, dischargedItemById } from './discharged-goods';
import { STORE_MAILBOX } from './store-mailbox';

/** Discharged items a page shows, and «показать ещё» adds. */
const PER_PAGE = 12;

/** The shopper's forms and their files (§7.2, §7.7): the discharged goods for now. */
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
    const now = ctx.clock.now();
    // The limits and the request with its consent in one transaction: a refused send records nothing.
    await ctx.db.transaction(async (tx) => {
      await takeSend(
        tx,
        ctx.sendLimits,
        { channel: 'email', recipient: input.phone, address: ctx.limitedAddress, purpose: 'form' },
        now,
      );
      await tx.query(
        `INSERT INTO form_requests (form, name, phone, email, message, subject_id, consent_at, client_address, created_at)
         VALUES ('discharged-goods', $1, $2, $3, $4, $5, $6, $7, $6)`,
        [
          input.name,
          input.phone,
          input.email ?? '',
          input.message,
          item?.id ?? null,
          new Date(now).toISOString(),
          ctx.clientAddress,
        ],
      );
    });
    await ctx.messages.send({
      channel: 'email',
      to: STORE_MAILBOX,
      subject: item ? `Уценённый товар: ${item.title}` : 'Вопрос об уценённых товарах',
      text: [
        `Имя: ${input.name}`,
        `Телефон: ${input.phone}`,
        ...(input.email ? [`E-mail: ${input.email}`] : []),
        ...(item ? [`Товар: ${item.title}, ${item.price} ₽ (№ ${item.id}, ${item.city}, ${item.shop})`] : []),
        '',
        input.message,
        '',
        'Согласие на обработку персональных данных дано.',
      ].join('\n'),
    });
    return { sent: true };
  },
});
