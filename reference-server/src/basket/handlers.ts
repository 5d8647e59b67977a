import { defineHandlers } from '../context/define-handlers';
import { visitorOf } from '../visitor/visitor';
import { addLines, changeLines, removeLines } from './add-lines';
import { cartLayout, cartRelated } from './cart-page';
import { changeBasket, readBasket } from './change-basket';
import { createShareLink, parseShareProducts, sharedBasketPage } from './shared-baskets';

/** The basket calls (§7.5, §4.7): both families, the shared basket and the cart page. */
export const basketHandlers = defineHandlers('basket', {
  get(_input, ctx) {
    return readBasket(ctx);
  },

  add(input, ctx) {
    return changeBasket(ctx, input, (tx, visitor) =>
      changeLines(tx, visitor.fUserId, [{ id: input.productId, quantity: input.quantity ?? 1 }], {
        cityId: ctx.city.id,
        mode: 'add',
        strict: true,
      }),
    );
  },

  set(input, ctx) {
    return changeBasket(ctx, input, (tx, visitor) =>
      changeLines(tx, visitor.fUserId, [{ id: input.productId, quantity: input.quantity }], {
        cityId: ctx.city.id,
        mode: 'set',
        strict: true,
      }),
    );
  },

  remove(input, ctx) {
    return changeBasket(ctx, input, (tx, visitor) =>
      removeLines(
        tx,
        visitor.fUserId,
        input.productIds.map((id) => Number(id)),
      ),
    );
  },

  setBonuses(input, ctx) {
    return changeBasket(ctx, input, async () => {});
  },

  setPromoCode(input, ctx) {
    return changeBasket(ctx, input, async () => {}, { strictPromo: true });
  },

  addItems(input, ctx) {
    return changeBasket(ctx, {}, (tx, visitor) =>
      changeLines(tx, visitor.fUserId, input.items, { cityId: ctx.city.id, mode: 'add', strict: true }),
    );
  },

  updateItems(input, ctx) {
    return changeBasket(ctx, {}, (tx, visitor) =>
      changeLines(tx, visitor.fUserId, input.items, { cityId: ctx.city.id, mode: 'set', strict: true }),
    );
  },

  updateItem(input, ctx) {
    return changeBasket(ctx, {}, (tx, visitor) =>
      changeLines(tx, visitor.fUserId, [{ id: input.id, quantity: input.quantity }], {
        cityId: ctx.city.id,
        mode: 'set',
        strict: true,
      }),
    );
  },

  shareLink(_input, ctx) {
    return createShareLink(ctx, visitorOf(ctx));
  },

  shareAddProducts(input, ctx) {
    return changeBasket(ctx, {}, (tx, visitor) =>
      addLines(tx, visitor.fUserId, parseShareProducts(input.products), { cityId: ctx.city.id }),
    );
  },

  sharePage(input, ctx) {
    return sharedBasketPage(ctx, input.code);
  },

  async page(_input, ctx) {
    const visitor = visitorOf(ctx);
    const basket = await readBasket(ctx, visitor);
    const [layout, related] = await Promise.all([
      cartLayout(ctx.db, visitor),
      cartRelated(ctx.db, basket, ctx.city.id),
    ]);
    return { ...layout, basket, related };
  },
});
