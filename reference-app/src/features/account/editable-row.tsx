import type { ReactNode } from 'react';

/** A saved entry of an editable list: its text, «Изменить» and «Удалить» (named by `removeLabel`). */
export function EditableRow({
  removeLabel,
  onEdit,
  onRemove,
  children,
}: {
  removeLabel: string;
  onEdit: () => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <li className="row">
      <span>{children}</span>
      <span className="row__actions">
        <button type="button" className="link-button" onClick={onEdit}>
          Изменить
        </button>
        <button type="button" className="link-button" aria-label={removeLabel} onClick={onRemove}>
          Удалить
        </button>
      </span>
    </li>
  );
}
