import { type ReactNode, useEffect, useRef } from 'react';
import { Icon } from '../icons';
import { useDragToClose } from './use-drag-to-close';
import { useInertOutside } from './use-inert-outside';
import { useScrollLock } from './use-scroll-lock';

// The phone breakpoint of §9 (568 px): wider than this the sheet is a plain side panel.
const PHONE = '(max-width: 568px)';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]';

/** A modal keeps Tab inside itself: past the last control focus wraps to the first, and back. */
export function keepFocusInside(root: HTMLElement, event: KeyboardEvent): void {
  const controls = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null,
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !root.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A bottom sheet on phones, a plain panel on wider screens (CSS decides). While open on a phone it is
 * a modal dialog (§2.9): it locks the page's scroll and makes the rest of the page inert, closes on a
 * downward drag of its head, on its close button, on Escape and on a tap outside, and gives focus
 * back to whatever opened it.
 */
export function BottomSheet({
  id,
  title,
  open,
  onClose,
  className,
  children,
}: {
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}) {
  const sheet = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useScrollLock(open);
  // Before the focus effect: its clean-up gives focus back to the opener, which must be live again.
  useInertOutside(sheet, open);

  useEffect(() => {
    if (!open) return;
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
  }, [open, onClose]);

  const dragHandlers = useDragToClose(sheet, onClose, open);

  return (
    <>
      {open && <div className="sheet__backdrop" aria-hidden="true" onClick={onClose} data-keep-live="" />}
      {/* A div: the dialog role is not allowed on <aside>; the form inside is the landmark. */}
      <div
        id={id}
        ref={sheet}
        className={`sheet${open ? ' is-open' : ''}${className ? ` ${className}` : ''}`}
        {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-label': title } : {})}
      >
        <div className="sheet__head" data-testid="sheet-handle" {...dragHandlers}>
          <span className="sheet__grip" aria-hidden="true" />
          <p className="sheet__title">{title}</p>
          <button
            ref={closeButton}
            type="button"
            className="sheet__close"
            aria-label="Закрыть"
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        <div className="sheet__body">{children}</div>
      </div>
    </>
  );
}
