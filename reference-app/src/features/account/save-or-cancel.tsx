import type { ReactNode } from 'react';
import { Submit } from '../../ui/form/form';

/** An inline editor's buttons: save (busy while sending) and «Отмена», which closes the editor. */
export function SaveOrCancel({
  busy,
  onCancel,
  children,
}: {
  busy: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <div className="actions">
      <Submit busy={busy}>{children}</Submit>
      <button type="button" className="button button--light" onClick={onCancel}>
        Отмена
      </button>
    </div>
  );
}
