import { type RefObject, useEffect } from 'react';
import { keepFocusInside } from './keep-focus-inside';
import { type DragToCloseHandlers, useDragToClose } from './use-drag-to-close';
import { useInertOutside } from './use-inert-outside';
import { useScrollLock } from './use-scroll-lock';

// The phone breakpoint of §9 (568 px): wider than this the sheet is a plain side panel.
const PHONE = '(max-width: 568px)';

/**
 * What makes an open bottom sheet a modal dialog on a phone (§2.9): the page's scroll locked, the
 * rest of the page inert, focus inside it and back to the opener after, Escape, and the drag of its
 * head (through `drag`, which the sheet's head calls). Mounted only while the sheet is open, and its
 * own chunk, which the sheet loads on a phone when the browser is idle (see bottom-sheet.tsx).
 */
export function SheetModality({
  sheet,
  closeButton,
  drag,
  onClose,
}: {
  sheet: RefObject<HTMLDivElement | null>;
  closeButton: RefObject<HTMLButtonElement | null>;
  drag: RefObject<DragToCloseHandlers | null>;
  onClose: () => void;
}) {
  useScrollLock(true);
  // Before the focus effect: its clean-up gives focus back to the opener, which must be live again.
  useInertOutside(sheet, true);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab' && sheet.current) keepFocusInside(sheet.current, event);
    };
    // Growing past the phone width turns the sheet back into a panel: nothing must stay locked.
    const phone = window.matchMedia(PHONE);
    const onWiden = () => {
      if (!phone.matches) onClose();
    };
    document.addEventListener('keydown', onKey);
    phone.addEventListener('change', onWiden);
    return () => {
      document.removeEventListener('keydown', onKey);
      phone.removeEventListener('change', onWiden);
      if (opener?.isConnected) opener.focus();
    };
  }, [sheet, closeButton, onClose]);

  const handlers = useDragToClose(sheet, onClose);
  useEffect(() => {
    drag.current = handlers;
    return () => {
      drag.current = null;
    };
  });
  return null;
}
