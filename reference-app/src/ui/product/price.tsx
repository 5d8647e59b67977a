import { formatPrice, type ProductCard } from '@verstak/sdk';

/** The price with the old one struck through when it is to be shown (§5). */
export function Price({ price }: { price: ProductCard['priceCurrent'] }) {
  return (
    <p className="price">
      <span className="price__current">{formatPrice(price.current)}</span>
      {price.old > 0 && price.showOld && <s className="price__old">{formatPrice(price.old)}</s>}
    </p>
  );
}
