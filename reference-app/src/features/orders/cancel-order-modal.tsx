import { useVerstak } from '@verstak/react';
import { ApiError, type Order, ordersApi } from '@verstak/sdk';
import { useId, useState } from 'react';
import { FormError, Submit, useSubmit } from '../../ui/form/form';
import { Modal } from '../../ui/overlay/modal';

const REASON_MISSING = 'Выберите причину отмены';

/** The cancel order modal (§2.9, §4.10): a reason from the list and an optional comment. */
export function CancelOrderModal({
  order,
  reasons,
  onCancelled,
  onClose,
}: {
  order: Order;
  reasons: readonly { id: number; title: string }[];
  onCancelled: (order: Order) => void;
  onClose: () => void;
}) {
  const { client } = useVerstak();
  const { errors, busy, run } = useSubmit();
  const [reason, setReason] = useState<number | null>(null);
  const descriptionId = useId();
  const reasonErrorId = useId();
  const [description, setDescription] = useState('');
  // Checked before sending; its message goes beside the list, until a reason is picked.
  const reasonMissing = reason === null && errors.reason !== undefined;
  return (
    <Modal title="Отмена заказа" width={600} onClose={onClose}>
      <h2 className="modal__title">Отменить заказ № {order.number}?</h2>
      <form
        method="post"
        className="form"
        aria-label="Отмена заказа"
        onSubmit={(event) => {
          event.preventDefault();
          void run(async () => {
            if (reason === null)
              throw new ApiError({
                message: REASON_MISSING,
                status: 0,
                code: 'validation',
                errors: { reason: REASON_MISSING },
              });
            const { order: cancelled } = await ordersApi(client).cancel({
              orderId: order.id,
              reason,
              ...(description.trim() ? { description: description.trim() } : {}),
            });
            onCancelled(cancelled);
            onClose();
          });
        }}
      >
        <fieldset className="reasons" aria-describedby={reasonMissing ? reasonErrorId : undefined}>
          <legend>Причина</legend>
          {reasons.map((r) => (
            <label key={r.id}>
              <input
                type="radio"
                name="reason"
                value={r.id}
                checked={reason === r.id}
                onChange={() => setReason(r.id)}
              />
              {r.title}
            </label>
          ))}
        </fieldset>
        {reasonMissing && (
          <p className="field__error" id={reasonErrorId} role="alert">
            {errors.reason}
          </p>
        )}
        <div className="field">
          <label htmlFor={descriptionId}>Комментарий</label>
          <textarea
            id={descriptionId}
            rows={3}
            maxLength={1000}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <FormError errors={errors} fields={['reason']} />
        <Submit busy={busy}>Отменить заказ</Submit>
      </form>
    </Modal>
  );
}
