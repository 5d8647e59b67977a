import '../../ui/commerce.css';
import { useVerstak } from '@verstak/react';
import { basketApi, formatPrice } from '@verstak/sdk';
import { useState } from 'react';
import type { PageProps } from '../../app/define-route';
import { Link, useLocation } from '../../app/router';
import { errorsOf } from '../../ui/form/form';
import { SidePanelFrame } from '../../ui/side-panel-frame';
import type { shareCartRoute } from './share-cart.route';

/** A shared basket (§2.1 /share-cart/): its lines at today's prices and «Добавить в корзину». */
export function Page({ data }: PageProps<typeof shareCartRoute>) {
  const { client } = useVerstak();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const { basket } = data;
  const buyable = basket.items.filter((item) => item.canBuy);
  const add = async () => {
    setBusy(true);
    setError('');
    try {
      await basketApi(client).shareAddProducts({
        products: buyable.map(
          (item) => `${item.id}:${Math.max(1, Math.min(item.quantity, item.maxQuantity))}`,
        ),
      });
      navigate('/personal/cart/');
    } catch (e) {
      setError(Object.values(await errorsOf(e))[0] ?? 'Не удалось добавить товары.');
      setBusy(false);
    }
  };
  return (
    <SidePanelFrame title="Корзина по ссылке" breadcrumbs={data.breadcrumbs}>
      <p>Этой корзиной с вами поделились. Цены — на сегодня.</p>
      <ul className="cart-lines">
        {basket.items.map((item) => (
          <li key={item.id} className="cart-line cart-line--static">
            <img
              className="cart-line__picture"
              src={item.previewPicture}
              alt=""
              width="96"
              height="96"
              loading="lazy"
            />
            <div className="cart-line__main">
              <h2 className="cart-line__title">
                <Link href={item.url}>{item.title}</Link>
              </h2>
              {!item.canBuy && <p className="cart-line__out">Нет в наличии</p>}
            </div>
            <p className="cart-line__qty">
              {item.quantity} {item.measure}
            </p>
            <p className="cart-line__price price">
              <span className="price__current">{formatPrice(item.priceFinal)}</span>
              {item.discountFinal > 0 && <s className="price__old">{formatPrice(item.priceBaseFinal)}</s>}
            </p>
          </li>
        ))}
      </ul>
      <div className="panel share-total">
        <p className="summary__total">
          <span>Итого</span> <strong>{formatPrice(basket.priceTotal)}</strong>
        </p>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button
          type="button"
          className="button button--orange button--block"
          disabled={busy || buyable.length === 0}
          aria-busy={busy}
          onClick={() => void add()}
        >
          Добавить в корзину
        </button>
      </div>
    </SidePanelFrame>
  );
}
