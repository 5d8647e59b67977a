import type { ProductCard as Card } from '@verstak/sdk';
import { ProductCard } from '../../ui/product/product-card';

/** «С этими товарами покупают» under the cart's lines: up to 8 cards. */
export function RelatedProducts({ products }: { products: readonly Card[] }) {
  return (
    <section className="related" aria-label="С этими товарами покупают">
      <h2>С этими товарами покупают</h2>
      <div className="grid">
        {products.slice(0, 8).map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </section>
  );
}
