// The plain named types the SDK exports are the contract's types, field for field: a call typed by
// `OrdersMakeInput` takes exactly what the table's schema takes, and the checkout input says what it means.
import { describe, expectTypeOf, test } from 'vitest';
import type { basketCalls } from '../contract/basket';
import type { CallInput, CallOutput } from '../contract/call';
import type { catalogCalls } from '../contract/catalog';
import type { ordersCalls } from '../contract/orders';
import type {
  Basket,
  BasketGetOutput,
  CatalogSectionInput,
  OrdersMakeInput,
  OrdersMakeOutput,
  OrdersPaySystemsOutput,
  PaySystem,
} from './api-types';
import type { ordersApi } from './orders';

/** Whether each type is assignable to the other: the same values, whatever way each is written. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe('the named types', () => {
  test('are the contract’s input and output types', () => {
    expectTypeOf<Same<OrdersMakeInput, CallInput<typeof ordersCalls.make>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<OrdersMakeOutput, CallOutput<typeof ordersCalls.make>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<CatalogSectionInput, CallInput<typeof catalogCalls.section>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<BasketGetOutput, CallOutput<typeof basketCalls.get>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<BasketGetOutput, Basket>>().toEqualTypeOf<true>();
    expectTypeOf<Same<OrdersPaySystemsOutput['items'], PaySystem[]>>().toEqualTypeOf<true>();
  });

  test('name the methods’ parameters and answers', () => {
    type Make = ReturnType<typeof ordersApi>['make'];
    expectTypeOf<Same<Parameters<Make>[0], OrdersMakeInput>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Awaited<ReturnType<Make>>, OrdersMakeOutput>>().toEqualTypeOf<true>();
  });

  test('a checkout input is a pickup with its shop or a courier with an address', () => {
    const buyer = { paySystem: 'card', name: 'Иван', phone: '+79000000001', basketVersion: 'v1' } as const;
    expectTypeOf({ ...buyer, deliveryType: 'pickup', shopId: 3 } as const).toExtend<OrdersMakeInput>();
    expectTypeOf({
      ...buyer,
      deliveryType: 'courier',
      address: 'Тверь',
    } as const).toExtend<OrdersMakeInput>();
    expectTypeOf({ ...buyer, deliveryType: 'pickup' } as const).not.toExtend<OrdersMakeInput>();
    expectTypeOf({ ...buyer, deliveryType: 'courier', shopId: 3 } as const).not.toExtend<OrdersMakeInput>();
    // Ids and quantities are numbers to a caller, not the strings a form carries.
    expectTypeOf({ ...buyer, deliveryType: 'pickup', shopId: '3' } as const).not.toExtend<OrdersMakeInput>();
  });
});
