import { describe, expect, it } from 'vitest';
import type { PaySystem } from '../api/api-types';
import { PAY_SYSTEM_CODES } from '../contract/entities/order';
import { isOnlinePaySystem, onlinePaySystems } from './online-pay-systems';

const system = (code: PaySystem['code'], available = true): PaySystem => ({
  code,
  title: code,
  description: '',
  available,
  reason: available ? '' : 'Рассрочка — от 3 000 ₽ до 300 000 ₽',
});

describe('online pay systems', () => {
  it('card is paid on receipt; every other §9 code online', () => {
    expect(PAY_SYSTEM_CODES.filter(isOnlinePaySystem)).toEqual([
      'parts-halva',
      'raiff-sbp',
      'raiff-acquiring',
    ]);
  });

  it('offers the online systems that can pay this basket, in the answer’s order', () => {
    const answer = [
      system('card'),
      system('parts-halva', false),
      system('raiff-sbp'),
      system('raiff-acquiring'),
    ];
    expect(onlinePaySystems(answer).map((p) => p.code)).toEqual(['raiff-sbp', 'raiff-acquiring']);
    expect(onlinePaySystems([system('card')])).toEqual([]);
  });
});
