// The distance rule of §9: the great-circle distance on a sphere of radius 6,372,795 m (haversine),
// in metres; points are [latitude, longitude], the map's order.

/** The Earth's radius the store measures with (§9), in metres. */
export const EARTH_RADIUS_M = 6_372_795;

/** A point as [latitude, longitude] in degrees (§9: latitude first). */
export type LatLon = readonly [number, number];

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** The distance between two points in metres (haversine, §9's Earth radius); divide by 1000 for km. */
export function geoDistance(a: LatLon, b: LatLon): number {
  const dLat = rad(b[0] - a[0]);
  const dLon = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The place nearest to `from` among `places` (each with its `coordinates`) and how far it is, in
 * metres; null when there are none. Ties keep the first listed.
 */
export function nearestPlace<T extends { readonly coordinates: LatLon }>(
  places: readonly T[],
  from: LatLon,
): { place: T; metres: number } | null {
  let best: { place: T; metres: number } | null = null;
  for (const place of places) {
    const metres = geoDistance(from, place.coordinates);
    if (best === null || metres < best.metres) best = { place, metres };
  }
  return best;
}

/** A distance as a shopper reads it: «350 м» under a kilometre, else «4,2 км» (one decimal), «120 км» from 100 km. */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.max(10, Math.round(metres / 10) * 10)} м`;
  const km = metres / 1000;
  return km < 100 ? `${km.toFixed(1).replace('.', ',')} км` : `${Math.round(km)} км`;
}
