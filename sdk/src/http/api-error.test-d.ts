import { describe, expectTypeOf, it } from 'vitest';
import type { Basket } from '../contract/entities/basket';
import { ApiError, type ApiErrorCode, type EmptyDetails, isApiError } from './api-error';

declare const caught: unknown;

describe('ApiError', () => {
  it('codes every declared server code and the client ones, and nothing else', () => {
    expectTypeOf<'price_changed'>().toExtend<ApiErrorCode>();
    expectTypeOf<'quantity_unavailable'>().toExtend<ApiErrorCode>();
    expectTypeOf<'too_many_attempts'>().toExtend<ApiErrorCode>();
    expectTypeOf<'not_api'>().toExtend<ApiErrorCode>();
    expectTypeOf<'network'>().toExtend<ApiErrorCode>();
    expectTypeOf<'basket_gone'>().not.toExtend<ApiErrorCode>();
    if (caught instanceof ApiError) {
      expectTypeOf(caught.code).toEqualTypeOf<ApiErrorCode>();
      expectTypeOf(caught.serverCode).toEqualTypeOf<string | undefined>();
      expectTypeOf(caught.retryAfter).toEqualTypeOf<number | undefined>();
      expectTypeOf(caught.headers).toEqualTypeOf<Headers>();
      // Not narrowed: any key reads as unknown.
      expectTypeOf(caught.details.basket).toBeUnknown();
    }
  });

  it('types details by code once isApiError narrowed it', () => {
    if (isApiError(caught, 'price_changed')) {
      expectTypeOf(caught.code).toEqualTypeOf<'price_changed'>();
      expectTypeOf(caught.details.total).toEqualTypeOf<number>();
      expectTypeOf(caught.details.deliveryCity).toEqualTypeOf<string | undefined>();
      // Still an ApiError for whatever takes one.
      expectTypeOf(caught).toExtend<ApiError>();
      // @ts-expect-error price_changed carries no basket
      caught.details.basket;
    }
    if (isApiError(caught, 'quantity_unavailable'))
      expectTypeOf(caught.details.maxQuantity).toEqualTypeOf<number>();
    if (isApiError(caught, 'limit')) expectTypeOf(caught.details.limit).toEqualTypeOf<number>();
    if (isApiError(caught, 'basket_changed', 'basket_empty'))
      expectTypeOf(caught.details).toEqualTypeOf<{ basket?: Basket } | EmptyDetails>();
    if (isApiError(caught, 'not_found')) expectTypeOf(caught.details).toEqualTypeOf<EmptyDetails>();
    if (isApiError(caught)) expectTypeOf(caught).toEqualTypeOf<ApiError>();
    // @ts-expect-error not a code of the API or the SDK
    isApiError(caught, 'basket_gone');
  });
});
