import { type BasketLine, formatPrice } from '@verstak/sdk';
import { useAccount } from '../../app/account-context';
import { Link } from '../../app/router';
import { QuantityStepper } from './quantity-stepper';

/**
 * A basket line on the cart page (§3 cart item): picture, title, key params, the line's price with the
 * old one only when it has a discount, the quantity stepper (up to what can be bought), removal; a line that cannot be
 * bought says so, naming the shopper's city (its stock and delivery are the city's), and links to its
 * section (§4.7 «find analogue»).
 */
export function BasketLineRow({
  item,
  quantity,
  onQuantity,
  onRemove,
}: {
  item: BasketLine;
  quantity: number;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  // «в Ярославле»: what can be had is the current city's (§4.3).
  const where = useAccount().base.city?.subdomainNamePr;
  return (
    <li className="cart-line" data-product-id={item.id}>
      <Link href={item.url} className="cart-line__picture" tabIndex={-1} aria-hidden="true">
        <img src={item.previewPicture} alt="" width="96" height="96" loading="lazy" />
      </Link>
      <div className="cart-line__main">
        <h2 className="cart-line__title">
          <Link href={item.url}>{item.title}</Link>
        </h2>
        {item.mostImportantParams.length > 0 && (
          <p className="cart-line__params">
            {item.mostImportantParams
              .slice(0, 3)
              .map((p) => `${p.title}: ${p.value}`)
              .join(' · ')}
          </p>
        )}
        {!item.canBuy && (
          <p className="cart-line__out">
            {where ? `Нет в наличии ${where}.` : 'Нет в наличии.'}{' '}
            <Link href={item.sectionUrl}>Найти аналог</Link>
          </p>
        )}
        {item.canBuy && quantity >= item.maxQuantity && (
          <p className="cart-line__note">
            Больше нет{where ? ` ${where}` : ''}: доступно {item.maxQuantity} {item.measure}
          </p>
        )}
      </div>
      <div className="cart-line__qty">
        <QuantityStepper value={quantity} max={item.maxQuantity} label={item.title} onChange={onQuantity} />
        <p className="cart-line__unit">
          {formatPrice(item.price)} / {item.measure}
        </p>
      </div>
      <div className="cart-line__price">
        <p className="price">
          <span className="price__current">{formatPrice(item.priceFinal)}</span>
          {item.discountFinal > 0 && <s className="price__old">{formatPrice(item.priceBaseFinal)}</s>}
        </p>
        {item.discountFinal > 0 && item.discountPercentFinal > 0 && (
          <span className="badge badge--discount">−{item.discountPercentFinal}%</span>
        )}
        <button
          type="button"
          className="link-button cart-line__remove"
          onClick={onRemove}
          aria-label={`Удалить ${item.title}`}
        >
          Удалить
        </button>
      </div>
    </li>
  );
}
