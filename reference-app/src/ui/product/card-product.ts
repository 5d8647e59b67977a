import type { EcommerceProduct, ProductCard } from '@verstak/sdk';

/**
 * A product card as the ecommerce events carry it (§7.8): the analytics suffixes the id with `@` and
 * the region code (§5). `list` names the list it was shown in.
 */
export function cardProduct(
  card: Pick<ProductCard, 'id' | 'title' | 'priceCurrent' | 'manufacturer' | 'section' | 'position'>,
  list?: string,
): EcommerceProduct {
  const product: EcommerceProduct = {
    id: card.id,
    name: card.title,
    price: card.priceCurrent.current,
    brand: card.manufacturer.title,
    category: card.section.title,
  };
  if (card.position > 0) product.position = card.position;
  if (list) product.list = list;
  return product;
}
