import { type CSSProperties, type PointerEvent, type ReactNode, useEffect, useRef } from 'react';
import { keepFocusInside } from './bottom-sheet';
import { dragCloses } from './drag-to-close';
import { Icon } from './icons';
import { useScrollLock } from './use-scroll-lock';

/**
 * A top modal (§2.9): centred at `width` px on wide screens, a bottom sheet on phones. It locks the
 * page's scroll and restores it, keeps focus inside, closes on Escape, on its close button, on a tap
 * outside and on a downward drag of its head (over 50 px, or 300 px without an upward pan), and gives
 * focus back to whatever opened it.
 */
export function Modal({
  title,
  width,
  onClose,
  children,
}: {
  title: string;
  width: number;
  onClose: () => void;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointer: number; startY: number; lastY: number; pannedUp: boolean } | null>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useScrollLock(true);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    box.current?.querySelector<HTMLElement>('input, button:not(.modal__close)')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
      if (event.key === 'Tab' && box.current) keepFocusInside(box.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const moveTo = (distance: number) => {
    if (box.current) box.current.style.transform = distance > 0 ? `translateY(${distance}px)` : '';
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if ((event.target as Element).closest('button')) return;
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
    if (
      dragCloses({
        distance: event.clientY - d.startY,
        pannedUp: d.pannedUp,
        released: event.type === 'pointerup',
      })
    )
      onClose();
  };

  return (
    <div className="modal">
      <div className="modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={box}
        className="modal__box"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        style={{ '--modal-width': `${width}px` } as CSSProperties}
      >
        <div
          className="modal__head"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          <span className="sheet__grip modal__grip" aria-hidden="true" />
          <button type="button" className="modal__close" aria-label="Закрыть" onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
