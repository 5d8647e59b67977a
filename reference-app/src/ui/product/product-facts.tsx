import type { ProductCard } from '@verstak/sdk';
import { Price } from './price';

/** What a card and the quick view both say of a product: its key params, price and delivery promise (§2.10). */
export function ProductFacts({ product }: { product: ProductCard }) {
  return (
    <>
      <ul className="card__params">
        {product.mostImportantParams.map((p) => (
          <li key={p.title}>
            {p.title}: {p.value}
          </li>
        ))}
      </ul>
      <Price price={product.priceCurrent} />
      <p className={product.isAvailable ? 'card__delivery' : 'card__delivery is-out'}>
        {product.deliveryShort}
      </p>
    </>
  );
}
