import { useVerstak } from '@verstak/react';
import './address-field.css';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Field } from '../../ui/form/form';
import type { AddressSuggestion } from './address-suggestions';

/** How long typing pauses before the lookup is asked. */
const TYPING_PAUSE_MS = 250;

/**
 * The checkout's delivery address with suggestions while typing (§7.7 locations): the city, then its
 * streets. An ARIA combobox: ↓/↑ move through the suggestions, Enter takes one (and does not send the
 * form), Esc closes. The lookup's code comes on the first key typed, not with the page.
 */
export function AddressField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { client } = useVerstak();
  const listId = useId();
  const [items, setItems] = useState<AddressSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  /** The text typed by the shopper (not set by a choice): only it asks the lookup. */
  const [typed, setTyped] = useState<string | null>(null);

  useEffect(() => {
    if (typed === null) return;
    let stale = false;
    const timer = setTimeout(() => {
      import('./address-suggestions')
        .then(({ addressSuggestions }) => addressSuggestions(client, typed))
        .then((found) => {
          if (stale) return;
          setItems(found);
          setActive(-1);
          setOpen(found.length > 0);
        })
        .catch(() => {
          // No suggestions: the shopper types the address whole, as without them.
          if (!stale) setOpen(false);
        });
    }, TYPING_PAUSE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [client, typed]);

  const choose = (item: AddressSuggestion) => {
    onChange(item.value);
    // The next part is asked for at once: after a city, its streets.
    setTyped(item.value);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || items.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const last = items.length - 1;
      setActive((a) => (event.key === 'ArrowDown' ? (a < last ? a + 1 : 0) : a > 0 ? a - 1 : last));
    } else if (event.key === 'Enter' && active >= 0 && active < items.length) {
      event.preventDefault();
      const item = items[active];
      if (item) choose(item);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  };

  const expanded = open && items.length > 0;
  const activeItem = expanded && active >= 0 ? items[active] : undefined;
  return (
    <div className="address-field">
      <Field
        label="Адрес доставки"
        name="address"
        value={value}
        maxLength={300}
        autoComplete="street-address"
        error={error}
        hint="Город, улица, дом, квартира — например: Ярославль, ул. Победы, 37, кв. 12"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        {...(activeItem ? { 'aria-activedescendant': `${listId}-${activeItem.id}` } : {})}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          onChange(event.target.value);
          setTyped(event.target.value);
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Подсказки адреса"
        className="address-field__list"
        hidden={!expanded}
      >
        {expanded &&
          items.map((item, i) => (
            <div
              key={item.id}
              id={`${listId}-${item.id}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={
                i === active ? 'address-field__option address-field__option--active' : 'address-field__option'
              }
              // mousedown, not click: the input keeps its focus (its blur would close the list first).
              onMouseDown={(event) => {
                event.preventDefault();
                choose(item);
              }}
            >
              <span>{item.label}</span>
              {item.hint && <span className="muted"> {item.hint}</span>}
            </div>
          ))}
      </div>
    </div>
  );
}
