import type { ProductCard } from '@verstak/sdk';
import { AddToBasketButton } from './add-to-basket-button';
import { CompareToggle, FavoriteToggle } from './list-toggle';

/** Add-to-cart, compare and favourites of a product (§2.2, §2.10): the product page, its sticky bar and the quick view. */
export function ProductActions({ product, compact = false }: { product: ProductCard; compact?: boolean }) {
  const toggleProduct = { id: product.id, price: product.priceCurrent.current };
  const look = compact ? 'icon' : 'button';
  return (
    <div className={compact ? 'actions actions--compact' : 'actions'}>
      <AddToBasketButton product={product} size={compact ? 'small' : 'normal'} />
      <CompareToggle product={toggleProduct} look={look} />
      <FavoriteToggle product={toggleProduct} look={look} />
    </div>
  );
}
