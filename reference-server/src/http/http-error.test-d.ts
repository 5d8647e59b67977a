import { describe, expectTypeOf, it } from 'vitest';
import { HttpError } from './http-error';

describe('HttpError', () => {
  it('takes only the codes the contract declares, each with its statuses', () => {
    new HttpError(422, 'quantity_unavailable', {}, { productId: 1, maxQuantity: 2, inBasket: 0 });
    new HttpError(404, 'product_not_found', { common: 'Товар не найден' });
    // @ts-expect-error a code the contract does not declare
    new HttpError(409, 'basket_gone', { common: 'no' });
    // @ts-expect-error price_changed is a 409, never a 404
    new HttpError(404, 'price_changed', {}, { shownTotal: 1, total: 2 });
  });

  it("checks the details against the code's declaration", () => {
    // @ts-expect-error price_changed always carries both totals
    new HttpError(409, 'price_changed', { common: 'Цена изменилась' });
    // @ts-expect-error a total is a number of roubles
    new HttpError(409, 'price_changed', {}, { shownTotal: '1', total: 2 });
    // @ts-expect-error validation carries no details
    new HttpError(400, 'validation', {}, { field: 1 });
  });

  it('keeps its code typed after instanceof', () => {
    const error: unknown = new HttpError(401, 'unauthorized', {});
    if (error instanceof HttpError) expectTypeOf(error.code).toEqualTypeOf<HttpError['code']>();
  });
});
