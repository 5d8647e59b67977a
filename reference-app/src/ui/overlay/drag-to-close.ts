/** A release after a downward drag longer than this closes a modal (§2.9). */
export const DRAG_CLOSE_PX = 50;
/** A drag this long closes a modal at once, without waiting for the release, if it never panned up (§2.9). */
export const DRAG_CLOSE_FAR_PX = 300;

/** Where a downward drag of a modal stands. */
export interface DragState {
  /** How far the pointer is below where the drag began, in CSS pixels (negative when above). */
  distance: number;
  /** Whether the pointer moved up at any point of this drag. */
  pannedUp: boolean;
  /** Whether the pointer has been released. */
  released: boolean;
}

/**
 * Whether a drag closes the modal (§2.9): a release more than 50 px below the start, or, while still
 * dragging, more than 300 px down without having panned up (a long, decided pull).
 */
export function dragCloses({ distance, pannedUp, released }: DragState): boolean {
  if (released) return distance > DRAG_CLOSE_PX;
  return distance > DRAG_CLOSE_FAR_PX && !pannedUp;
}
