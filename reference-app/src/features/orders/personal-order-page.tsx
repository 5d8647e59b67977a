import '../../ui/commerce.css';
import { useVerstak } from '@verstak/react';
import { formatPrice, type Order, ordersApi } from '@verstak/sdk';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PageProps } from '../../app/define-route';
import { Link } from '../../app/router';
import { formatDate } from '../../ui/format-date';
import { PersonalOrGuestLayout } from '../../ui/personal-or-guest-layout';
import { OrderGoods } from './order-goods.island';
import { deliveryText, paymentText } from './order-texts';
import { PaymentReturn } from './payment-return.island';
import type { personalOrderRoute } from './personal-order.route';

const OrderPayModal = lazy(() =>
  import('../payments/order-pay-modal').then((m) => ({ default: m.OrderPayModal })),
);
const CancelOrderModal = lazy(() =>
  import('./cancel-order-modal').then((m) => ({ default: m.CancelOrderModal })),
);
// «Изменить заказ» opens the form: its own chunk, fetched on that click.
const OrderChangeForm = lazy(() =>
  import('./order-change-form').then((m) => ({ default: m.OrderChangeForm })),
);

import type { Watch } from './payment-return';

/** An order (§2.3, §3, §4.10): what was bought, how it arrives, the money, the payment return and the actions. */
export function Page({ data }: PageProps<typeof personalOrderRoute>) {
  const { client, stores } = useVerstak();
  const [order, setOrder] = useState<Order>(data.order);
  const [modal, setModal] = useState<'pay' | 'cancel' | null>(null);
  const [watch, setWatch] = useState<Watch>(data.success === 'Y' && !data.order.isPaid ? 'waiting' : 'idle');
  const [message, setMessage] = useState('');
  const [copied, setCopied] = useState<{ skipped: string[] } | null>(null);
  const [changeOpen, setChangeOpen] = useState(false);
  const [changeText, setChangeText] = useState('');

  useEffect(() => setOrder(data.order), [data.order]);

  // success=Y but not paid yet: the provider's notification may be a moment behind; ask again a few times.
  // The watch's code comes only on such a return (its own chunk): most visits of the page are not one.
  useEffect(() => {
    if (data.success !== 'Y' || data.order.isPaid) return;
    let stop: (() => void) | undefined;
    let left = false;
    import('../payments/payment-watch')
      .then(({ watchPayment }) => {
        if (left) return;
        stop = watchPayment({
          check: async () => {
            const fresh = await ordersApi(client).detailPage({ id: data.order.id });
            setOrder(fresh.order);
            return fresh.order.isPaid;
          },
          onDone: (paid) => setWatch(paid ? 'idle' : 'gaveUp'),
        });
      })
      // Its code could not come: say what a run-out watch says, so the page does not wait for ever.
      .catch(() => setWatch('gaveUp'));
    return () => {
      left = true;
      stop?.();
    };
  }, [client, data.success, data.order]);

  const act = async (action: () => Promise<void>) => {
    setMessage('');
    try {
      await action();
    } catch (error) {
      // The forms' code (1 KB) comes only when an action fails: the page itself has no form.
      const errors = await import('../../ui/form/form').then((m) => m.errorsOf(error)).catch(() => ({}));
      setMessage(Object.values(errors)[0] ?? 'Не получилось. Попробуйте ещё раз.');
    }
  };

  return (
    <PersonalOrGuestLayout
      title={`Заказ № ${order.number}`}
      sidebar={data.sidebar}
      breadcrumbs={data.breadcrumbs}
    >
      {data.success === 'Y' && (
        // The return from the provider is a page load, so the server's notice stands until this code comes.
        <Suspense fallback={null}>
          <PaymentReturn order={order} watch={watch} />
        </Suspense>
      )}
      {data.success === 'N' && !order.isPaid && (
        <div className="notice notice--warn" role="alert">
          <p>
            <strong>Оплата не прошла.</strong> Деньги не списаны.
          </p>
          {order.isAvailablePay && (
            <button type="button" className="button button--orange" onClick={() => setModal('pay')}>
              Оплатить ещё раз
            </button>
          )}
        </div>
      )}

      <section className="panel" aria-labelledby="order-state">
        <h2 id="order-state" className="visually-hidden">
          Состояние заказа
        </h2>
        <dl className="facts">
          <dt>Оформлен</dt>
          <dd>{formatDate(order.created, 'time')}</dd>
          <dt>Статус</dt>
          <dd>
            <span className={`status status--${order.status}`} data-testid="order-status">
              {order.statusTitle}
            </span>
          </dd>
          <dt>Оплата</dt>
          <dd data-testid="order-payment">
            {order.paymentService.title} — {paymentText(order)}
          </dd>
          <dt>{order.deliveryService}</dt>
          <dd>{deliveryText(order)}</dd>
          <dt>Покупатель</dt>
          <dd>{[order.name, order.phone, order.email].filter(Boolean).join(', ')}</dd>
          {order.accountNumber && (
            <>
              <dt>Счёт</dt>
              <dd>№ {order.accountNumber}</dd>
            </>
          )}
          {order.comment && (
            <>
              <dt>Комментарий</dt>
              <dd>{order.comment}</dd>
            </>
          )}
          {order.status === 'cancelled' && order.cancelReason && (
            <>
              <dt>Причина отмены</dt>
              <dd>{order.cancelReason}</dd>
            </>
          )}
        </dl>
        {order.changeRequested && !order.isFinished && (
          <p className="muted">Вы попросили изменить заказ — менеджер свяжется с вами.</p>
        )}
        <div className="actions">
          {order.isAvailablePay && (
            <button type="button" className="button button--orange" onClick={() => setModal('pay')}>
              Оплатить {formatPrice(order.price > 0 ? order.price : order.total)}
            </button>
          )}
          {!order.isFinished && !order.changeRequested && (
            <button type="button" className="button button--light" onClick={() => setChangeOpen((v) => !v)}>
              Изменить заказ
            </button>
          )}
          <button
            type="button"
            className="button button--light"
            onClick={() =>
              void act(async () => {
                const answer = await ordersApi(client).copy({ orderId: order.id });
                stores.basket.setBasket(answer.basket);
                setCopied({ skipped: answer.skipped.map((s) => `${s.title}: ${s.reason}`) });
              })
            }
          >
            Повторить заказ
          </button>
          {!order.isFinished && (
            <button type="button" className="button button--light" onClick={() => setModal('cancel')}>
              Отменить заказ
            </button>
          )}
        </div>
        {changeOpen && (
          <Suspense
            fallback={
              <p aria-busy="true" className="muted">
                Загружаем форму…
              </p>
            }
          >
            <OrderChangeForm
              text={changeText}
              onText={setChangeText}
              onSend={() =>
                void act(async () => {
                  const answer = await ordersApi(client).change({
                    orderId: order.id,
                    ...(changeText.trim() ? { comment: changeText.trim() } : {}),
                  });
                  setOrder(answer.order);
                  setChangeOpen(false);
                })
              }
            />
          </Suspense>
        )}
        {copied && (
          <output className="notice">
            <p>
              Товары заказа добавлены в корзину по сегодняшним ценам.{' '}
              <Link href="/personal/cart/">Перейти в корзину</Link>
            </p>
            {copied.skipped.length > 0 && (
              <ul>
                {copied.skipped.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </output>
        )}
        {message && (
          <p className="form-error" role="alert">
            {message}
          </p>
        )}
      </section>

      {/* Reached by client navigation before the island's code, the goods wait in a panel of their own. */}
      <Suspense fallback={<section className="panel" aria-busy="true" aria-label="Товары" />}>
        <OrderGoods order={order} />
      </Suspense>
      <p>
        <Link href="/personal/orders/">← Все заказы</Link>
      </p>
      <Suspense fallback={null}>
        {modal === 'pay' && (
          <OrderPayModal order={order} paySystems={data.paySystems} onClose={() => setModal(null)} />
        )}
        {modal === 'cancel' && (
          <CancelOrderModal
            order={order}
            reasons={data.cancelReasons}
            onCancelled={setOrder}
            onClose={() => setModal(null)}
          />
        )}
      </Suspense>
    </PersonalOrGuestLayout>
  );
}
