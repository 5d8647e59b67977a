import type { ReactNode } from 'react';

/** What a form shows once sent: the thanks and what happens next, with a button to close or go on. */
export function FormSent({ children, onDone }: { children: ReactNode; onDone?: (() => void) | undefined }) {
  return (
    <output className="notice notice--ok form-sent">
      <p>{children}</p>
      {onDone && (
        <button type="button" className="button button--orange" onClick={onDone}>
          Готово
        </button>
      )}
    </output>
  );
}
