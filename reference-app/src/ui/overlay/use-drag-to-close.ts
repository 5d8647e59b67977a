import { type PointerEvent, type RefObject, useRef } from 'react';
import { dragCloses } from './drag-to-close';

/** The pointer handlers to spread on a modal's head. */
export interface DragToCloseHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
}

/**
 * Drag-to-close for a modal's head (§2.9): the `box` follows a downward drag and snaps back, and
 * `onClose` runs when `dragCloses` says so. A press on a button of the head is not a drag; nor is
 * any press while `enabled` is false.
 */
export function useDragToClose(
  box: RefObject<HTMLElement | null>,
  onClose: () => void,
  enabled = true,
): DragToCloseHandlers {
  const drag = useRef<{ pointer: number; startY: number; lastY: number; pannedUp: boolean } | null>(null);

  const moveTo = (distance: number) => {
    if (box.current) box.current.style.transform = distance > 0 ? `translateY(${distance}px)` : '';
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!enabled || (event.target as Element).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, startY: event.clientY, lastY: event.clientY, pannedUp: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== event.pointerId) return;
    if (event.clientY < d.lastY) d.pannedUp = true;
    d.lastY = event.clientY;
    const distance = event.clientY - d.startY;
    if (dragCloses({ distance, pannedUp: d.pannedUp, released: false })) {
      drag.current = null;
      moveTo(0);
      onClose();
      return;
    }
    moveTo(distance);
  };
  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== event.pointerId) return;
    drag.current = null;
    moveTo(0);
    const released = event.type === 'pointerup';
    if (dragCloses({ distance: event.clientY - d.startY, pannedUp: d.pannedUp, released })) onClose();
  };

  return { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd };
}
