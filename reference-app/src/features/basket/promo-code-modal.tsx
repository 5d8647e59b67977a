import { ApiError } from '@verstak/sdk';
import { Field, FormError, formValues, Submit, useSubmit } from '../../ui/form/form';
import { Modal } from '../../ui/overlay/modal';

/** The promo code modal (§2.9): apply a code, or remove the applied one; the server's refusal is shown in Russian. */
export function PromoCodeModal({
  applied,
  apply,
  onClose,
}: {
  applied: string;
  apply: (code: string) => Promise<void>;
  onClose: () => void;
}) {
  const { errors, busy, run } = useSubmit();
  return (
    <Modal title="Промокод" width={520} onClose={onClose}>
      <h2 className="modal__title">Промокод</h2>
      {applied ? (
        <div className="form">
          <p>
            Применён промокод <strong>{applied}</strong>.
          </p>
          <FormError errors={errors} />
          <button
            type="button"
            className="button button--light button--block"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void run(() => apply('')).then((ok) => ok && onClose())}
          >
            Убрать промокод
          </button>
        </div>
      ) : (
        <form
          method="post"
          className="form"
          aria-label="Ввод промокода"
          onSubmit={(event) => {
            const code = (formValues(event).promoCode ?? '').trim();
            void run(async () => {
              if (code === '')
                throw new ApiError({
                  message: 'Введите промокод',
                  status: 0,
                  code: 'validation',
                  errors: { promoCode: 'Введите промокод' },
                });
              await apply(code);
            }).then((ok) => ok && onClose());
          }}
        >
          <Field
            label="Промокод"
            name="promoCode"
            maxLength={50}
            autoComplete="off"
            autoCapitalize="characters"
            error={errors.promoCode ?? errors.common}
          />
          <FormError errors={errors} fields={['promoCode', 'common']} />
          <Submit busy={busy}>Применить</Submit>
        </form>
      )}
    </Modal>
  );
}
