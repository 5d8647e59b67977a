import { describe, expect, it } from 'vitest';
import { planPoints } from './plan-points';

describe('planPoints: shops placed on the offline plan by their coordinates (§9: latitude first)', () => {
  it('puts north up and east right, inside the margins, the farthest pair filling the plan', () => {
    // Moscow's centre, then the shops on Cherkizovskaya (north-east), Varshavskoe (south) and Profsoyuznaya (south-west).
    const [centre, ne, south, sw] = planPoints([
      [55.7558, 37.6173],
      [55.8031, 37.7463],
      [55.6497, 37.6204],
      [55.6707, 37.5529],
    ]);
    expect(ne?.y).toBeLessThan(centre?.y ?? 0);
    expect(ne?.x).toBeGreaterThan(centre?.x ?? 0);
    expect(south?.y).toBeGreaterThan(centre?.y ?? 0);
    expect(sw?.x).toBeLessThan(south?.x ?? 0);
    for (const p of [centre, ne, south, sw]) {
      expect(p?.x).toBeGreaterThanOrEqual(12);
      expect(p?.x).toBeLessThanOrEqual(88);
      expect(p?.y).toBeGreaterThanOrEqual(12);
      expect(p?.y).toBeLessThanOrEqual(88);
    }
    // North-south is the longer extent here: it spans the plan between the margins.
    expect(Math.max(...[centre, ne, south, sw].map((p) => p?.y ?? 0))).toBe(88);
    expect(Math.min(...[centre, ne, south, sw].map((p) => p?.y ?? 0))).toBe(12);
  });

  it('keeps true proportions: a degree of longitude is shorter than one of latitude at 56°N', () => {
    const [a, b, c] = planPoints([
      [56, 40],
      [56.1, 40],
      [56, 40.1],
    ]);
    const north = Math.abs((a?.y ?? 0) - (b?.y ?? 0));
    const east = Math.abs((c?.x ?? 0) - (a?.x ?? 0));
    expect(east / north).toBeCloseTo(Math.cos((56.05 * Math.PI) / 180), 1);
  });

  it('stands one point, or points in one place, in the middle', () => {
    expect(planPoints([[57.43, 42.14]])).toEqual([{ x: 50, y: 50 }]);
    expect(
      planPoints([
        [57.43, 42.14],
        [57.43, 42.14],
      ]),
    ).toEqual([
      { x: 50, y: 50 },
      { x: 50, y: 50 },
    ]);
    expect(planPoints([])).toEqual([]);
  });
});
