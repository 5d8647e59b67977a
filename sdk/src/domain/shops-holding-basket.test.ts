import { describe, expect, it } from 'vitest';
import type { PickupPoint } from '../api/api-types';
import { shopsHoldingBasket } from './shops-holding-basket';

const point = (shopId: number, name: string, missing: number[], readyDate: string): PickupPoint => ({
  shopId,
  name,
  address: `ул. ${name}, 1`,
  schedule: '9:00–21:00',
  coordinates: [57.6, 39.8],
  available: missing.length === 0,
  missing,
  readyDate: missing.length === 0 ? readyDate : '',
});

describe('shopsHoldingBasket', () => {
  it('keeps the shops that have every line, soonest ready first', () => {
    const deliveries = {
      pickup: {
        available: true,
        points: [
          point(1, 'Ленина', [], '2026-11-28'),
          point(2, 'Мира', [501], ''),
          point(3, 'Свободы', [], '2026-11-27'),
          point(4, 'Дружбы', [], '2026-11-27'),
        ],
      },
    };
    expect(shopsHoldingBasket(deliveries).map((p) => p.shopId)).toEqual([4, 3, 1]);
  });

  it('offers no shop when none holds the basket, or the answer says none is available', () => {
    expect(shopsHoldingBasket({ pickup: { points: [point(2, 'Мира', [501, 502], '')] } })).toEqual([]);
    // An empty basket: the server marks every point unavailable though nothing is missing.
    const empty = { ...point(1, 'Ленина', [], ''), available: false };
    expect(shopsHoldingBasket({ pickup: { points: [empty] } })).toEqual([]);
  });

  it('does not reorder the answer it was given', () => {
    const points = [point(1, 'Б', [], '2026-11-29'), point(2, 'А', [], '2026-11-28')];
    shopsHoldingBasket({ pickup: { points } });
    expect(points.map((p) => p.shopId)).toEqual([1, 2]);
  });
});
