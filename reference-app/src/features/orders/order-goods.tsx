import { formatPrice, type Order } from '@verstak/sdk';
import { Link } from '../../app/router';

/**
 * An order's goods and money (§2.3, §3): the lines, the discounts, delivery, what was paid and «Итого».
 * Static HTML with links, so the order page shows it as an island (order-goods.island.tsx).
 */
export function OrderGoods({ order }: { order: Order }) {
  return (
    <section className="panel" aria-labelledby="order-goods">
      <h2 id="order-goods">Товары</h2>
      <ul className="order-goods">
        {order.products.map((p) => (
          <li key={p.id}>
            <img src={p.previewPicture} alt="" width="64" height="64" loading="lazy" />
            <Link href={p.url}>{p.title}</Link>
            <span className="muted">
              {p.quantity} {p.measure} × {formatPrice(p.price)}
            </span>
            <strong>{formatPrice(p.sum)}</strong>
          </li>
        ))}
      </ul>
      <dl className="summary__rows">
        <div>
          <dt>Товары</dt>
          <dd>{formatPrice(order.orderSum)}</dd>
        </div>
        {order.coupon > 0 && (
          <div>
            <dt>Промокод {order.promoCode}</dt>
            <dd className="summary__minus">−{formatPrice(order.coupon)}</dd>
          </div>
        )}
        {order.bonusesSpent > 0 && (
          <div>
            <dt>Бонусы</dt>
            <dd className="summary__minus">−{formatPrice(order.bonusesSpent)}</dd>
          </div>
        )}
        <div>
          <dt>Доставка</dt>
          <dd>{order.deliveryPrice > 0 ? formatPrice(order.deliveryPrice) : 'бесплатно'}</dd>
        </div>
        {order.paid > 0 && (
          <div>
            <dt>Оплачено</dt>
            <dd>{formatPrice(order.paid)}</dd>
          </div>
        )}
      </dl>
      <p className="summary__total">
        <span>Итого</span> <strong>{formatPrice(order.total)}</strong>
      </p>
    </section>
  );
}
