import type { ProductDetail } from '@verstak/sdk';
import { plural } from '@verstak/sdk';
import { Link } from '../../app/router';

/** The stores view (§2.2 stores/): each shop of the city with its hours, phones, stock and pickup day. */
export function ProductStores({ product }: { product: ProductDetail }) {
  const withStock = product.stock.filter((s) => s.quantity > 0).length;
  return (
    <section aria-labelledby="stores-title" className="stores">
      <h2 id="stores-title">Наличие в магазинах</h2>
      <p className="muted">
        {withStock > 0
          ? `В наличии в ${withStock} ${plural(withStock, ['магазине', 'магазинах', 'магазинах'])} города. Время — московское.`
          : 'Сейчас нет в магазинах города: закажите доставку или выберите другой город.'}
      </p>
      <ul className="stores__list">
        {product.stock.map((shop) => (
          <li key={shop.shopId} className="stores__shop">
            <div className="stores__where">
              <Link href={shop.shopUrl}>
                <b>{shop.shopName}</b>
              </Link>
              <span>{shop.address}</span>
              <span className="muted">{shop.schedule}</span>
              {shop.phones.map((phone) => (
                <a key={phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                  {phone}
                </a>
              ))}
            </div>
            <div className="stores__stock">
              {shop.quantity > 0 ? (
                <>
                  <b className="stores__count">{shop.quantity} шт.</b>
                  {shop.pickup && (
                    <span className="stores__pickup">
                      <time dateTime={shop.pickup.date}>{shop.pickup.text}</time>
                    </span>
                  )}
                </>
              ) : (
                <span className="muted">Нет в наличии</span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
