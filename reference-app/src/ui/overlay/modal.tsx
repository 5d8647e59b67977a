import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../icons';
import { keepFocusInside } from './keep-focus-inside';
import { useDragToClose } from './use-drag-to-close';
import { useInertOutside } from './use-inert-outside';
import { useScrollLock } from './use-scroll-lock';

/** What takes the focus when a modal opens: its first field or button that is not disabled. */
const FIRST_FOCUS =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not(.modal__close):not([disabled])';

/** The modals open, the last on top (a city prompt over the cookie notice). */
const stack: object[] = [];

/**
 * A top modal (§2.9): centred at `width` px on wide screens, a bottom sheet on phones. It locks the
 * page's scroll and restores it, makes the rest of the page inert, keeps focus inside, closes on
 * Escape, on its close button, on a tap outside and on a downward drag of its head (over 50 px, or
 * 300 px without an upward pan), and gives focus back to whatever opened it.
 *
 * It renders into `<body>`, not where it is opened: a product card skips its layout and paint while
 * off screen (`content-visibility`), and the containment that takes would shut a fixed modal opened
 * from it (quick view, not available) inside the card's box. Modals open on a click, so the server
 * never renders one.
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
  const frame = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useScrollLock(true);
  // Before the focus effect: its clean-up gives focus back to the opener, which must be live again.
  useInertOutside(frame, true);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Its first control that can take focus (a disabled one cannot: the cookie notice opens with the
    // always-on «Необходимые» ticked and disabled), else its close button.
    (
      box.current?.querySelector<HTMLElement>(FIRST_FOCUS) ??
      box.current?.querySelector<HTMLElement>('.modal__close')
    )?.focus();
    const self = {};
    stack.push(self);
    const onKey = (event: KeyboardEvent) => {
      // Only the top modal answers keys: Escape closes it alone, not the one under it too.
      if (stack[stack.length - 1] !== self) return;
      if (event.key === 'Escape') close.current();
      if (event.key === 'Tab' && box.current) keepFocusInside(box.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      stack.splice(stack.indexOf(self), 1);
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const dragHandlers = useDragToClose(box, onClose);

  const modal = (
    <div className="modal" ref={frame}>
      <div className="modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={box}
        className="modal__box"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        style={{ '--modal-width': `${width}px` } as CSSProperties}
      >
        <div className="modal__head" {...dragHandlers}>
          <span className="sheet__grip modal__grip" aria-hidden="true" />
          <button type="button" className="modal__close" aria-label="Закрыть" onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
  return typeof document === 'undefined' ? modal : createPortal(modal, document.body);
}
