import { useVerstak } from '@verstak/react';
import { type DeliveryAddress, ordersApi } from '@verstak/sdk';
import { useEffect, useState } from 'react';
import { Field } from '../../ui/form/form';
import { Modal } from '../../ui/overlay/modal';

/**
 * The address selection modal (§2.9): the saved addresses and those of earlier orders, narrowed by
 * what is typed (the deliveries/addresses call, 300 ms after the last key).
 */
export function AddressModal({
  saved,
  onSelect,
  onClose,
}: {
  saved: readonly DeliveryAddress[];
  onSelect: (address: DeliveryAddress) => void;
  onClose: () => void;
}) {
  const { client } = useVerstak();
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<readonly DeliveryAddress[]>(saved);
  useEffect(() => {
    const q = query.trim();
    let stale = false;
    const timer = setTimeout(() => {
      ordersApi(client)
        .deliveryAddresses(q ? { q } : {})
        .then((answer) => {
          if (!stale) setItems(answer.items);
        })
        .catch(() => {
          // The saved addresses stay listed.
        });
    }, 300);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [client, query]);
  return (
    <Modal title="Адрес доставки" width={600} onClose={onClose}>
      <h2 className="modal__title">Адрес доставки</h2>
      <Field
        label="Найти адрес"
        name="q"
        type="search"
        value={query}
        maxLength={200}
        onChange={(event) => setQuery(event.target.value)}
      />
      {items.length === 0 ? (
        <p className="muted">
          {query.trim()
            ? 'Таких адресов нет среди сохранённых — введите адрес в форме заказа.'
            : 'Сохранённых адресов нет — введите адрес в форме заказа.'}
        </p>
      ) : (
        <ul className="choice-list">
          {items.map((address) => (
            <li key={address.id} className="choice">
              <p className="choice__text">
                {address.city}, {address.address}
              </p>
              <button
                type="button"
                className="button button--orange"
                onClick={() => {
                  onSelect(address);
                  onClose();
                }}
              >
                Выбрать
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
