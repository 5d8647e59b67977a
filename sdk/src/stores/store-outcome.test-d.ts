import { describe, expectTypeOf, it } from 'vitest';
import type { Basket, BasketLine } from '../api/api-types';
import type {
  AddOutcome,
  BasketOptionOutcome,
  BasketRefusalReason,
  RemoveOutcome,
  SetQuantityOutcome,
} from './basket-outcome';
import type { BasketStore } from './basket-store';
import type { CompareStore } from './compare-store';
import type { FavoritesStore } from './favorites-store';
import type { ListRefusalReason, ListToggleOutcome } from './list-toggle-outcome';

declare const basket: BasketStore;
declare const favorites: FavoritesStore;
declare const compare: CompareStore;

describe('store actions answer outcomes', () => {
  it('every changing action of the basket answers its outcome', () => {
    expectTypeOf(basket.add).returns.toEqualTypeOf<Promise<AddOutcome>>();
    expectTypeOf(basket.setQuantity).returns.toEqualTypeOf<Promise<SetQuantityOutcome>>();
    expectTypeOf(basket.remove).returns.toEqualTypeOf<Promise<RemoveOutcome>>();
    expectTypeOf(basket.setBonuses).returns.toEqualTypeOf<Promise<BasketOptionOutcome>>();
    expectTypeOf(basket.setPromoCode).returns.toEqualTypeOf<Promise<BasketOptionOutcome>>();
    expectTypeOf(favorites.toggle).returns.toEqualTypeOf<Promise<ListToggleOutcome>>();
    expectTypeOf(compare.toggle).returns.toEqualTypeOf<Promise<ListToggleOutcome>>();
  });

  it('an add’s outcome is a union on `kind`, each kind with its own fields', () => {
    expectTypeOf<AddOutcome['kind']>().toEqualTypeOf<
      'added' | 'soldOut' | 'refused' | 'failed' | 'ignored'
    >();
    expectTypeOf<Extract<AddOutcome, { kind: 'added' }>>().toEqualTypeOf<{
      kind: 'added';
      line: BasketLine;
      basket: Basket;
    }>();
    expectTypeOf<Extract<AddOutcome, { kind: 'refused' }>['reason']>().toEqualTypeOf<BasketRefusalReason>();
    expectTypeOf<Extract<AddOutcome, { kind: 'refused' }>['inBasket']>().toEqualTypeOf<number>();
    expectTypeOf<Extract<AddOutcome, { kind: 'soldOut' }>>().toEqualTypeOf<{
      kind: 'soldOut';
      message: string;
    }>();
    expectTypeOf<Extract<AddOutcome, { kind: 'failed' }>>().toEqualTypeOf<{
      kind: 'failed';
      message: string;
    }>();
    expectTypeOf<Extract<AddOutcome, { kind: 'ignored' }>>().toEqualTypeOf<{ kind: 'ignored' }>();
  });

  it('the other outcomes name what they did', () => {
    expectTypeOf<SetQuantityOutcome['kind']>().toEqualTypeOf<
      'set' | 'superseded' | 'refused' | 'failed' | 'ignored'
    >();
    expectTypeOf<Extract<SetQuantityOutcome, { kind: 'set' }>['line']>().toEqualTypeOf<BasketLine | null>();
    expectTypeOf<RemoveOutcome['kind']>().toEqualTypeOf<'removed' | 'refused' | 'failed'>();
    expectTypeOf<BasketOptionOutcome['kind']>().toEqualTypeOf<'applied' | 'refused' | 'failed'>();
    expectTypeOf<ListToggleOutcome['kind']>().toEqualTypeOf<
      'added' | 'removed' | 'refused' | 'failed' | 'ignored'
    >();
    expectTypeOf<
      Extract<ListToggleOutcome, { kind: 'refused' }>['reason']
    >().toEqualTypeOf<ListRefusalReason>();
  });

  it('reasons are the server’s codes, not any string', () => {
    expectTypeOf<'quantity_unavailable'>().toExtend<BasketRefusalReason>();
    expectTypeOf<'basket_full'>().toExtend<BasketRefusalReason>();
    expectTypeOf<'anything'>().not.toExtend<BasketRefusalReason>();
    expectTypeOf<'limit'>().toExtend<ListRefusalReason>();
  });
});
