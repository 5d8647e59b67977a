import { type ReactNode, useState } from 'react';
import { useAccount } from '../../app/account-context';
import { EditableRow } from './editable-row';

/**
 * A panel listing the account's entries (receivers, addresses) to add, change and remove: one entry
 * at a time turns into its `form`, and «`addText`» opens an empty one. `remove` deletes an entry and
 * the account is read again.
 */
export function EditableList<T extends { id: number }>({
  headingId,
  title,
  items,
  addText,
  describe,
  removeLabel,
  remove,
  form,
}: {
  headingId: string;
  title: string;
  items: readonly T[];
  addText: string;
  describe: (item: T) => ReactNode;
  removeLabel: (item: T) => string;
  remove: (item: T) => Promise<unknown>;
  form: (item: T | undefined, onDone: () => void) => ReactNode;
}) {
  const { refresh } = useAccount();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const close = () => setEditing(null);
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="plain-list">
        {items.map((item) =>
          editing === item.id ? (
            <li key={item.id}>{form(item, close)}</li>
          ) : (
            <EditableRow
              key={item.id}
              removeLabel={removeLabel(item)}
              onEdit={() => setEditing(item.id)}
              onRemove={() => void remove(item).then(refresh)}
            >
              {describe(item)}
            </EditableRow>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        form(undefined, close)
      ) : (
        <button type="button" className="button button--light" onClick={() => setEditing('new')}>
          {addText}
        </button>
      )}
    </section>
  );
}
