import type { LatLon } from '@verstak/sdk';

/** Percent of the plan kept free at each edge, so a marker never sits on the border. */
const MARGIN = 12;

/**
 * Points [latitude, longitude] (§9 order) as positions on a square plan in percent, north up: an
 * equirectangular projection with longitude shrunk by the cosine of the middle latitude (true
 * proportions for a city), scaled so the farthest pair fills the plan, centred. One point, or
 * points in one place, stand in the middle.
 */
export function planPoints(points: readonly LatLon[]): Array<{ x: number; y: number }> {
  if (points.length === 0) return [];
  const lats = points.map((p) => p[0]);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  const xs = points.map((p) => p[1] * k);
  const ys = points.map((p) => -p[0]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = Math.max(maxX - minX, maxY - minY);
  const scale = span > 0 ? (100 - 2 * MARGIN) / span : 0;
  const offsetX = (100 - (maxX - minX) * scale) / 2;
  const offsetY = (100 - (maxY - minY) * scale) / 2;
  const round = (v: number) => Math.round(v * 10) / 10;
  return points.map((_, i) => ({
    x: round(offsetX + ((xs[i] ?? 0) - minX) * scale),
    y: round(offsetY + ((ys[i] ?? 0) - minY) * scale),
  }));
}
