import type { ProductCard as Card } from '@verstak/sdk';
import { Link } from 'wouter';
import { Price } from './price';
import { Rating } from './rating';

/** How a card's picture loads: `high` for the page's largest first paint, `eager` on the first screen. */
export type PictureLoading = 'high' | 'eager' | 'lazy';

/** A product card (§2.10): picture, badges, title, key params, rating, price, delivery promise. */
export function ProductCard({ product, priority = 'lazy' }: { product: Card; priority?: PictureLoading }) {
  return (
    <article className="card">
      <Link href={product.url} className="card__picture">
        <img
          src={product.previewPicture}
          alt={product.title}
          width="200"
          height="200"
          loading={priority === 'lazy' ? 'lazy' : 'eager'}
          {...(priority === 'high' ? { fetchPriority: 'high' as const } : {})}
        />
      </Link>
      {product.icons.length > 0 && (
        <ul className="card__icons">
          {product.icons.map((icon) => (
            <li key={icon.xmlId} className={`badge badge--${icon.xmlId}`}>
              {icon.title}
            </li>
          ))}
        </ul>
      )}
      <h3 className="card__title">
        <Link href={product.url}>{product.title}</Link>
      </h3>
      <Rating rating={product.rating} />
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
    </article>
  );
}
