import { HELPER_COUNT_MAX } from './constants';

/** A header helper's count, floored and clamped to 0..99 (§5). */
export function clampHelperCount(count: number): number {
  if (!Number.isFinite(count)) return count === Number.POSITIVE_INFINITY ? HELPER_COUNT_MAX : 0;
  return Math.min(HELPER_COUNT_MAX, Math.max(0, Math.floor(count)));
}
