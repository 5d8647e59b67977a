import type { Order } from '@verstak/sdk';

/** The order page's watch of a payment after a successful return (§4.10). */
export type Watch = 'idle' | 'waiting' | 'gaveUp';

/**
 * What the order page says on a successful return from the payment provider (§4.10): paid, or waiting
 * for the provider's confirmation. Shown only on such a return, so the page loads it as an island
 * (payment-return.island.tsx); a failed return's «Оплатить ещё раз» is the page's own, live at once.
 */
export function PaymentReturn({ order, watch }: { order: Order; watch: Watch }) {
  return (
    <>
      {order.isPaid && (
        <output className="notice notice--ok">
          <p>
            <strong>Спасибо! Оплата получена.</strong>
          </p>
        </output>
      )}
      {!order.isPaid && (
        <output className="notice">
          <p>
            <strong>Ждём подтверждения оплаты.</strong>
          </p>
          <p>
            {watch === 'gaveUp'
              ? 'Банк ещё не подтвердил платёж. Обновите страницу через несколько минут.'
              : 'Обычно это занимает несколько секунд.'}
          </p>
        </output>
      )}
    </>
  );
}
