import { type Basket, formatNumber, formatPrice, plural } from '@verstak/sdk';
import type { ReactNode } from 'react';

const UNITS = ['товар', 'товара', 'товаров'] as const;
const BONUSES = ['бонус', 'бонуса', 'бонусов'] as const;

/** N бонусов, declined (§5 plural), the number grouped in the Russian way: «1 850 бонусов». */
export function bonusesText(n: number): string {
  return `${formatNumber(n)} ${plural(n, BONUSES)}`;
}

/**
 * The basket's totals (§3): goods before discounts, the discount, the promo code's part, the bonuses
 * spent, the cheapest delivery and the sum to pay; `children` are the panel's actions.
 */
export function CartTotals({
  basket,
  delivery,
  children,
}: {
  basket: Basket;
  /** Checkout: the delivery chosen, added to the total; the cart shows the cheapest one as «от». */
  delivery?: { title: string; price: number };
  children?: ReactNode;
}) {
  const productDiscount = Math.max(0, basket.discountTotal - basket.promoCodeDiscount);
  return (
    <section className="summary" aria-label="Ваш заказ">
      <h2 className="summary__title">Ваш заказ</h2>
      <dl className="summary__rows">
        <div>
          <dt>
            {basket.itemsTotal} {plural(basket.itemsTotal, UNITS)}
          </dt>
          <dd>{formatPrice(basket.priceBaseTotal)}</dd>
        </div>
        {productDiscount > 0 && (
          <div>
            <dt>Скидка</dt>
            <dd className="summary__minus">−{formatPrice(productDiscount)}</dd>
          </div>
        )}
        {basket.appliedPromoCode && (
          <div>
            <dt>Промокод {basket.appliedPromoCode}</dt>
            <dd className="summary__minus">−{formatPrice(basket.promoCodeDiscount)}</dd>
          </div>
        )}
        {basket.applyBonuses && basket.appliedBonuses > 0 && (
          <div>
            <dt>Бонусы</dt>
            <dd className="summary__minus">−{formatPrice(basket.appliedBonuses)}</dd>
          </div>
        )}
        {delivery ? (
          <div>
            <dt>{delivery.title}</dt>
            <dd>{delivery.price > 0 ? formatPrice(delivery.price) : 'бесплатно'}</dd>
          </div>
        ) : (
          basket.delivery && (
            <div>
              <dt>{basket.delivery.title}</dt>
              <dd>{basket.delivery.price > 0 ? `от ${formatPrice(basket.delivery.price)}` : 'бесплатно'}</dd>
            </div>
          )
        )}
      </dl>
      <p className="summary__total">
        <span>Итого</span>{' '}
        <strong data-testid="cart-total">{formatPrice(basket.priceTotal + (delivery?.price ?? 0))}</strong>
      </p>
      {children}
    </section>
  );
}

/**
 * The bonuses in three stages (§4.7): what may be spent with «Списать N бонусов», the request on its
 * way, and what was applied with a way back. Nothing when there is nothing to spend.
 */
export function BonusesBox({
  basket,
  busy,
  onApply,
}: {
  basket: Basket;
  busy: boolean;
  onApply: (apply: boolean) => void;
}) {
  if (basket.applyBonuses && basket.appliedBonuses > 0)
    return (
      <div className="bonuses bonuses--applied" data-stage="applied">
        <p>
          Списано <strong>{bonusesText(basket.appliedBonuses)}</strong>
        </p>
        <button type="button" className="link-button" disabled={busy} onClick={() => onApply(false)}>
          Не списывать
        </button>
      </div>
    );
  if (basket.availableBonuses <= 0) return null;
  return (
    <div className="bonuses" data-stage={busy && basket.applyBonuses ? 'requested' : 'available'}>
      <p>
        Доступно <strong>{bonusesText(basket.availableBonuses)}</strong> (1 бонус = 1 ₽)
      </p>
      <button
        type="button"
        className="button button--light button--block"
        disabled={busy}
        aria-busy={busy}
        onClick={() => onApply(true)}
      >
        Списать {bonusesText(basket.availableBonuses)}
      </button>
    </div>
  );
}
