import { useAnalytics } from '@verstak/react';
import type { ProductCard as Card } from '@verstak/sdk';
import { lazy, Suspense, useState } from 'react';
import { Link } from '../../app/router';
import { pictureSources } from '../picture-sources';
import { AddToBasketButton } from './add-to-basket-button';
import { cardProduct } from './card-product';
import { CompareToggle, FavoriteToggle } from './list-toggle';
import { ProductFacts } from './product-facts';
import { Rating } from './rating';

// The quick view is its own chunk, loaded on its first opening.
const QuickView = lazy(() => import('./quick-view').then((m) => ({ default: m.QuickView })));

/** How a card's picture loads: `high` for the page's largest first paint, `eager` on the first screen. */
export type PictureLoading = 'high' | 'eager' | 'lazy';

/**
 * A product card (§2.10): picture, badges, the favourites and compare toggles, title, key params,
 * rating, price, delivery promise, the add-to-basket button and the quick view. `list` names the list
 * for analytics (§7.8 click).
 */
export function ProductCard({
  product,
  priority = 'lazy',
  list = 'Каталог',
}: {
  product: Card;
  priority?: PictureLoading;
  list?: string;
}) {
  const analytics = useAnalytics();
  const [quick, setQuick] = useState(false);
  const toggleProduct = { id: product.id, price: product.priceCurrent.current };
  const click = () => analytics.track({ type: 'click', list, products: [cardProduct(product, list)] });
  return (
    <article className="card" data-product-id={product.id}>
      <Link href={product.url} className="card__picture" onClick={click}>
        <img
          {...pictureSources(product.previewPicture)}
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
      <div className="card__toggles">
        <FavoriteToggle product={toggleProduct} />
        <CompareToggle product={toggleProduct} />
      </div>
      <h3 className="card__title">
        <Link href={product.url} onClick={click}>
          {product.title}
        </Link>
      </h3>
      <Rating rating={product.rating} />
      <ProductFacts product={product} />
      <div className="card__buy">
        <AddToBasketButton product={product} size="small" />
        <button
          type="button"
          className="link-button card__quick"
          onClick={() => setQuick(true)}
          aria-label={`Быстрый просмотр: ${product.title}`}
        >
          Быстрый просмотр
        </button>
      </div>
      {quick && (
        <Suspense fallback={null}>
          <QuickView product={product} onClose={() => setQuick(false)} />
        </Suspense>
      )}
    </article>
  );
}
