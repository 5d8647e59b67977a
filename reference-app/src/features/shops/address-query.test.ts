import { describe, expect, it } from 'vitest';
import { addressQuery } from './address-query';

describe('addressQuery: what the checkout address asks the locations lookup', () => {
  it('asks for the city until the first comma, from two letters', () => {
    expect(addressQuery('Я')).toEqual({ kind: 'none' });
    expect(addressQuery(' Яр ')).toEqual({ kind: 'city', q: 'Яр' });
  });

  it("then for that city's streets, all of them right after the comma", () => {
    expect(addressQuery('Ярославль, ')).toEqual({ kind: 'street', city: 'Ярославль', q: '' });
    expect(addressQuery('Ярославль, ул. Побе')).toEqual({ kind: 'street', city: 'Ярославль', q: 'ул. Побе' });
  });

  it('asks nothing once the house number begins, or without a city', () => {
    expect(addressQuery('Ярославль, ул. Победы, 3')).toEqual({ kind: 'none' });
    expect(addressQuery(', ул. Победы')).toEqual({ kind: 'none' });
  });
});
