import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Icon } from '../icons';
import type { DragToCloseHandlers } from './use-drag-to-close';

// The phone breakpoint of §9 (568 px): wider than this the sheet is a plain side panel.
const PHONE = '(max-width: 568px)';

// What makes the open sheet modal is its own chunk: not part of the page's first load, fetched once
// the browser is idle on a phone (where the sheet can open), or when the sheet first opens.
const loadModality = () => import('./sheet-modality');
const SheetModality = lazy(() => loadModality().then((m) => ({ default: m.SheetModality })));

/**
 * A bottom sheet on phones, a plain panel on wider screens (CSS decides). While open on a phone it is
 * a modal dialog (§2.9): it locks the page's scroll and makes the rest of the page inert, closes on a
 * downward drag of its head, on its close button, on Escape and on a tap outside, and gives focus
 * back to whatever opened it ({@link SheetModality}).
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
  // The open sheet's drag-to-close handlers; none while it is closed (a closed sheet does not drag).
  const drag = useRef<DragToCloseHandlers | null>(null);
  useEffect(() => {
    if (!window.matchMedia(PHONE).matches) return;
    const load = () => void loadModality().catch(() => undefined);
    if (!('requestIdleCallback' in window)) return void setTimeout(load, 0);
    const idle = window.requestIdleCallback(load);
    return () => window.cancelIdleCallback(idle);
  }, []);

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
        <div
          className="sheet__head"
          data-testid="sheet-handle"
          onPointerDown={(event) => drag.current?.onPointerDown(event)}
          onPointerMove={(event) => drag.current?.onPointerMove(event)}
          onPointerUp={(event) => drag.current?.onPointerUp(event)}
          onPointerCancel={(event) => drag.current?.onPointerCancel(event)}
        >
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
      {open && (
        <Suspense fallback={null}>
          <SheetModality sheet={sheet} closeButton={closeButton} drag={drag} onClose={onClose} />
        </Suspense>
      )}
    </>
  );
}
