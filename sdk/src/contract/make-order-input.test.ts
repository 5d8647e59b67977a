import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeIssue, issueCode } from './describe-issue';
import { ordersCalls } from './orders';

// The checkout's input is one of two shapes by `deliveryType`; the server checks bodies with it, so
// every refusal a shopper can cause must stay the checkout form's Russian sentence.

const input = ordersCalls.make.input;
const buyer = { paySystem: 'card', name: 'Иван', phone: '+7 900 000-00-01', basketVersion: 'v1' };

/** Each refused field with its message and code, as the server's 400 `validation` answers them. */
function refusals(value: unknown): Record<string, string> {
  const result = z.safeParse(input, value, { reportInput: true });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((i) => [i.path.join('.'), `${describeIssue(i)} [${issueCode(i)}]`]),
  );
}

describe('the checkout input', () => {
  it('asks a pickup order for its shop, in Russian', () => {
    expect(refusals({ ...buyer, deliveryType: 'pickup' })).toEqual({
      shopId: 'Выберите пункт самовывоза [required]',
    });
    expect(refusals({ ...buyer, deliveryType: 'pickup', shopId: '0' })).toEqual({
      shopId: 'Выберите пункт самовывоза [too_small]',
    });
    expect(refusals({ ...buyer, deliveryType: 'pickup', shopId: 'abc' }).shopId).toMatch(/^Выберите пункт/);
  });

  it('asks a courier order for its address, in Russian', () => {
    expect(refusals({ ...buyer, deliveryType: 'courier' })).toEqual({
      address: 'Укажите адрес доставки [required]',
    });
    expect(refusals({ ...buyer, deliveryType: 'courier', address: '   ' })).toEqual({
      address: 'Укажите адрес доставки [invalid]',
    });
    expect(
      refusals({ ...buyer, deliveryType: 'courier', address: 'Ярославль', deliveryTime: '10-12' }),
    ).toEqual({
      deliveryTime: 'Выберите время доставки [invalid_format]',
    });
  });

  it('names a missing or unknown delivery type under its own field', () => {
    const rule = 'Выберите способ получения: курьером или самовывоз';
    expect(refusals(buyer)).toEqual({ deliveryType: `${rule} [required]` });
    expect(refusals({ ...buyer, deliveryType: 'drone', shopId: 1 })).toEqual({
      deliveryType: `${rule} [invalid_value]`,
    });
    expect(refusals({ ...buyer, deliveryType: ['pickup'], shopId: 1 })).toEqual({
      deliveryType: `${rule} [invalid_value]`,
    });
  });

  it('takes a form’s strings and the SDK’s numbers alike, keeping only the chosen way’s fields', () => {
    const pickup = z.parse(input, { ...buyer, deliveryType: 'pickup', shopId: '3', address: 'ignored' });
    expect(pickup).toMatchObject({ deliveryType: 'pickup', shopId: 3, phone: '+7 (900) 000-00-01' });
    expect(pickup).not.toHaveProperty('address');
    const courier = z.parse(input, { ...buyer, deliveryType: 'courier', address: ' Тверь ', shopId: 3 });
    expect(courier).toMatchObject({ deliveryType: 'courier', address: 'Тверь' });
    expect(courier).not.toHaveProperty('shopId');
  });
});
