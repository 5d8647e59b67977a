import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M, formatDistance, geoDistance, nearestPlace } from './geo-distance';

describe('geoDistance (§9: haversine on a sphere of 6,372,795 m, metres, latitude first)', () => {
  it('measures a degree of a meridian as the radius times π/180', () => {
    expect(geoDistance([55, 37], [56, 37])).toBeCloseTo((EARTH_RADIUS_M * Math.PI) / 180, 3);
    expect(geoDistance([55, 37], [56, 37])).toBeCloseTo(111_226.3, 0);
  });

  it('measures half the circumference between antipodes and nothing from a point to itself', () => {
    expect(geoDistance([0, 0], [0, 180])).toBeCloseTo(Math.PI * EARTH_RADIUS_M, 3);
    expect(geoDistance([57.6261, 39.8845], [57.6261, 39.8845])).toBe(0);
  });

  it('puts Moscow about 635 km from Saint Petersburg and Yaroslavl 250 km from Moscow', () => {
    // Red Square and Palace Square; the centres of Moscow and Yaroslavl.
    expect(geoDistance([55.7539, 37.6208], [59.9391, 30.3159]) / 1000).toBeCloseTo(634.6, 1);
    expect(Math.round(geoDistance([55.7558, 37.6173], [57.6261, 39.8845]) / 1000)).toBe(250);
  });

  it('takes latitude first: swapping the order gives another distance', () => {
    expect(geoDistance([55.7558, 37.6173], [57.6261, 39.8845])).not.toBeCloseTo(
      geoDistance([37.6173, 55.7558], [39.8845, 57.6261]),
      -3,
    );
  });
});

describe('nearestPlace', () => {
  const shops = [
    { code: 'cherkizovskaya', coordinates: [55.8031, 37.7463] as const },
    { code: 'varshavskoe', coordinates: [55.6497, 37.6204] as const },
    { code: 'profsoyuznaya', coordinates: [55.6707, 37.5529] as const },
  ];

  it('finds the shop nearest to the shopper and how far it is', () => {
    // Near the Kaluzhskaya metro station, south-west Moscow.
    const nearest = nearestPlace(shops, [55.6568, 37.5403]);
    expect(nearest?.place.code).toBe('profsoyuznaya');
    expect(nearest?.metres).toBeGreaterThan(1000);
    expect(nearest?.metres).toBeLessThan(2500);
    // Sokolniki, north-east.
    expect(nearestPlace(shops, [55.7894, 37.6798])?.place.code).toBe('cherkizovskaya');
  });

  it('has nothing to offer from an empty list', () => {
    expect(nearestPlace([], [55.75, 37.62])).toBeNull();
  });
});

describe('formatDistance', () => {
  it('reads metres under a kilometre, kilometres with a decimal comma, whole ones from 100 km', () => {
    expect(formatDistance(347)).toBe('350 м');
    expect(formatDistance(4_230)).toBe('4,2 км');
    expect(formatDistance(246_800)).toBe('247 км');
  });
});
