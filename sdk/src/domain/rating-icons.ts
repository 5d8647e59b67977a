import { RATING_ICONS, RATING_POINTS } from './constants';
import { formatRussianNumber } from './russian-number';

/** One star of a rating. */
export interface RatingIcon {
  /** 1-based position. */
  index: number;
  active: boolean;
}

/** The stars of a rating (§5): icon n is active when n <= floor(round(current) / points * count). */
export function ratingIcons({
  current,
  points = RATING_POINTS,
  count = RATING_ICONS,
}: {
  current: number;
  points?: number;
  count?: number;
}): RatingIcon[] {
  const lit = points > 0 ? Math.floor((Math.round(current) / points) * count) : 0;
  return Array.from({ length: Math.max(0, count) }, (_, i) => ({ index: i + 1, active: i + 1 <= lit }));
}

/** The rating number (§5): one decimal, shown only when current > 0 (else ''). */
export function ratingLabel(current: number): string {
  return current > 0 ? formatRussianNumber(current, 1, 1) : '';
}
