import type { ProductDetail, ProductReviewSummary } from '@verstak/sdk';

/**
 * The product page's structured data (schema.org Product, issue 17): name, article code as the sku,
 * brand, pictures, description; the offer in roubles with its availability from stock; the rating of
 * the published reviews and a few of them. Addresses are made absolute by `absolute`.
 */
export function productJsonLd(
  product: ProductDetail,
  reviews: readonly ProductReviewSummary[],
  absolute: (path: string) => string,
): object {
  const url = absolute(product.url);
  const pictures = product.pictures.length > 0 ? product.pictures : [product.previewPicture];
  const inStock = product.isAvailable || product.stockTotal > 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.code,
    url,
    image: pictures.map(absolute),
    description: product.description.join('\n'),
    brand: { '@type': 'Brand', name: product.manufacturer.title },
    offers: {
      '@type': 'Offer',
      url,
      price: product.priceCurrent.current,
      priceCurrency: 'RUB',
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    // A product nobody has reviewed has no rating to state (a zero would be a false one).
    ...(product.rating.count.all > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.current,
            bestRating: product.rating.scale,
            worstRating: 1,
            reviewCount: product.rating.count.all,
          },
        }
      : {}),
    ...(reviews.length > 0
      ? {
          review: reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.author },
            datePublished: review.created.slice(0, 10),
            reviewBody: review.text,
            reviewRating: {
              '@type': 'Rating',
              ratingValue: review.rating,
              bestRating: product.rating.scale,
              worstRating: 1,
            },
          })),
        }
      : {}),
  };
}
