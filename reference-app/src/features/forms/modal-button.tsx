import { type ReactNode, Suspense, useState } from 'react';

/** A button that opens the (lazy) modal `modal` makes once clicked: the forms' links share it. */
export function ModalButton({
  className,
  children,
  modal,
}: {
  className: string;
  children: ReactNode;
  modal: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {children}
      </button>
      {open && <Suspense fallback={null}>{modal(() => setOpen(false))}</Suspense>}
    </>
  );
}
