import { useVerstak } from '@verstak/react';
import { formatPrice, type Order, type PaySystem, type PaySystemCode } from '@verstak/sdk';
import { useState } from 'react';
import { Submit } from '../../ui/form/form';
import { Modal } from '../../ui/overlay/modal';
import { startPayment } from './start-payment';

/** The order pay modal (§2.9, 600 px): the pay system, then the provider's pay page. */
export function OrderPayModal({
  order,
  paySystems,
  onClose,
}: {
  order: Order;
  paySystems: readonly PaySystem[];
  onClose: () => void;
}) {
  const { client } = useVerstak();
  const initial =
    paySystems.find((p) => p.code === order.paymentService.code && p.available)?.code ??
    paySystems.find((p) => p.available)?.code ??
    order.paymentService.code;
  const [code, setCode] = useState<PaySystemCode>(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  return (
    <Modal title="Оплата заказа" width={600} onClose={onClose}>
      <h2 className="modal__title">Оплата заказа № {order.number}</h2>
      <p>
        К оплате: <strong>{formatPrice(order.price > 0 ? order.price : order.total)}</strong>
      </p>
      <form
        method="post"
        className="form"
        aria-label="Оплата заказа"
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          setBusy(true);
          setError('');
          void startPayment(client, order.id, code).then((ok) => {
            if (ok) return;
            setBusy(false);
            setError('Не удалось перейти к оплате. Попробуйте ещё раз.');
          });
        }}
      >
        {paySystems.length > 0 && (
          <fieldset className="pay-systems">
            <legend>Способ оплаты</legend>
            {paySystems.map((pay) => (
              <label key={pay.code} className={`pay-system${pay.available ? '' : ' is-disabled'}`}>
                <input
                  type="radio"
                  name="paySystem"
                  value={pay.code}
                  checked={code === pay.code}
                  disabled={!pay.available}
                  onChange={() => setCode(pay.code)}
                />
                <span>
                  <strong>{pay.title}</strong>
                  {!pay.available && pay.reason && <span className="pay-system__reason">{pay.reason}</span>}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <Submit busy={busy}>Перейти к оплате</Submit>
      </form>
    </Modal>
  );
}
