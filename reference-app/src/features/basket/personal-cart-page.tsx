import '../../ui/commerce.css';
import { lazy, Suspense, useState } from 'react';
import type { PageProps } from '../../app/define-route';
import { Link } from '../../app/router';
import { SidePanelFrame } from '../../ui/side-panel-frame';
import { useHydrated } from '../../ui/use-hydrated';
import { SaveAsEstimateButton } from '../estimates/save-as-estimate-button';
import { BasketLineRow } from './basket-line-row';
import { BonusesBox, CartTotals } from './cart-summary';
import type { personalCartRoute } from './personal-cart.route';
import { ShareBasket } from './share-basket';
import { useCart } from './use-cart';

// Below the lines, and the heaviest part (cards with their buttons): its own chunk, so the cart's
// first load stays small, loaded once the page is live (the server's single pass would not wait for
// the chunk and leave the client to redo the part).
const RelatedProducts = lazy(() =>
  import('./related-products').then((m) => ({ default: m.RelatedProducts })),
);
const PromoCodeModal = lazy(() => import('./promo-code-modal').then((m) => ({ default: m.PromoCodeModal })));

/** The cart (§2.3, §4.7): the lines, the removed lines' notice, the side panel with totals, bonuses and promo code. */
export function Page({ data }: PageProps<typeof personalCartRoute>) {
  const { state, cart } = useCart(data.basket);
  const hydrated = useHydrated();
  const [promoOpen, setPromoOpen] = useState(false);
  const { basket } = state;
  const empty = basket.items.length === 0;
  const blocked = basket.items.some((item) => !item.canBuy);

  const aside = empty ? undefined : (
    <CartTotals basket={basket}>
      <BonusesBox basket={basket} busy={state.busy} onApply={(apply) => void cart.setApplyBonuses(apply)} />
      <p className="summary__promo">
        {basket.appliedPromoCode ? (
          <>
            Промокод <strong>{basket.appliedPromoCode}</strong> применён.{' '}
          </>
        ) : null}
        <button type="button" className="link-button" onClick={() => setPromoOpen(true)}>
          {basket.appliedPromoCode ? 'Изменить' : 'Ввести промокод'}
        </button>
      </p>
      {basket.promoCodeError && <p className="field__error">{basket.promoCodeError}</p>}
      {blocked && <p className="summary__note">Уберите из корзины товары, которых нет в наличии.</p>}
      {blocked ? (
        <span className="button button--orange button--block is-disabled" aria-disabled="true">
          Оформить заказ
        </span>
      ) : (
        <Link href="/personal/order/make/" className="button button--orange button--block">
          Оформить заказ
        </Link>
      )}
    </CartTotals>
  );

  return (
    <SidePanelFrame
      title="Корзина"
      breadcrumbs={data.breadcrumbs}
      aside={aside}
      after={
        hydrated &&
        data.related.length > 0 && (
          <Suspense fallback={null}>
            <RelatedProducts products={data.related} />
          </Suspense>
        )
      }
    >
      {basket.deletedItems.length > 0 && (
        <output className="notice">
          <p>Некоторых товаров больше нет в продаже, мы убрали их из корзины:</p>
          <ul>
            {basket.deletedItems.map((item) => (
              <li key={item.id}>{item.title}</li>
            ))}
          </ul>
        </output>
      )}
      {state.error && (
        <p className="form-error" role="alert">
          {state.error}
        </p>
      )}
      {empty ? (
        <div className="panel cart-empty">
          <p>В корзине пока пусто.</p>
          <p>
            <Link href="/catalog/" className="button button--orange">
              Перейти в каталог
            </Link>
          </p>
        </div>
      ) : (
        <>
          <ul className="cart-lines" aria-busy={state.busy}>
            {basket.items.map((item) => (
              <BasketLineRow
                key={item.id}
                item={item}
                quantity={state.pending[item.id] ?? item.quantity}
                onQuantity={(q) => cart.setQuantity(item.id, q)}
                onRemove={() => void cart.remove(item.id)}
              />
            ))}
          </ul>
          <div className="cart-extras">
            <ShareBasket />
            <SaveAsEstimateButton lines={basket.items} />
          </div>
        </>
      )}
      {promoOpen && (
        <Suspense fallback={null}>
          <PromoCodeModal
            applied={basket.appliedPromoCode}
            apply={(code) => cart.setPromoCode(code)}
            onClose={() => setPromoOpen(false)}
          />
        </Suspense>
      )}
    </SidePanelFrame>
  );
}
