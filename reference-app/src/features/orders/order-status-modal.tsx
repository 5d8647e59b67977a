import '../../ui/commerce.css';
import { useVerstak } from '@verstak/react';
import { formatPrice, ordersApi } from '@verstak/sdk';
import { useState } from 'react';
import { Field, FormError, formValues, Submit, useSubmit } from '../../ui/form/form';
import { Modal } from '../../ui/overlay/modal';
import { formatDay } from './format-day';
import { paymentText } from './order-texts';

type Checked = Awaited<ReturnType<ReturnType<typeof ordersApi>['status']>>;

/** The order status check modal (§2.9, 600 px): the number and the buyer's phone → the status. */
export function OrderStatusModal({ onClose }: { onClose: () => void }) {
  const { client, analytics } = useVerstak();
  const { errors, busy, run } = useSubmit();
  const [found, setFound] = useState<Checked | null>(null);
  return (
    <Modal title="Статус заказа" width={600} onClose={onClose}>
      <h2 className="modal__title">Статус заказа</h2>
      <form
        method="post"
        className="form"
        aria-label="Проверка статуса заказа"
        onSubmit={(event) => {
          const values = formValues(event);
          setFound(null);
          void run(async () => {
            setFound(
              await ordersApi(client).status({
                number: (values.number ?? '').trim(),
                ...(values.phone?.trim() ? { phone: values.phone.trim() } : {}),
              }),
            );
            analytics.track({ type: 'goal', goal: 'order_status_check' });
          });
        }}
      >
        <Field
          label="Номер заказа"
          name="number"
          required
          maxLength={30}
          autoComplete="off"
          error={errors.number}
        />
        <Field label="Телефон" name="phone" type="tel" autoComplete="tel" required error={errors.phone} />
        <FormError errors={errors} fields={['number', 'phone']} />
        <Submit busy={busy}>Узнать статус</Submit>
      </form>
      {found && (
        <output className="notice">
          <p>
            Заказ № {found.number}: <strong>{found.statusTitle}</strong>
          </p>
          <p>
            {formatPrice(found.total)} — {paymentText(found)}
          </p>
          <p>
            {found.deliveryService}
            {found.deliveryDate ? `, ${formatDay(found.deliveryDate)}` : ''}
            {found.deliveryTime ? `, с ${found.deliveryTime.replace(' - ', ' до ')}` : ''}
          </p>
        </output>
      )}
    </Modal>
  );
}
