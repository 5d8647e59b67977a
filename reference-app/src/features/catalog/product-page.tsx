import { useAnalytics } from '@verstak/react';
import { type ProductDetail, plural } from '@verstak/sdk';
import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import type { PageProps } from '../../app/define-route';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { cardProduct } from '../../ui/product/card-product';
import { Price } from '../../ui/product/price';
import { ProductActions } from '../../ui/product/product-actions';
import { Rating } from '../../ui/product/rating';
import { SpecialPriceButton } from '../forms/page-form-links';
import { FastOrderButton } from '../orders/fast-order-button';
import type { productRoute } from './product.route';
import { ProductBuyFacts, ProductDetails, StickyProductBar } from './product-details.island';

// A sub-page's views load with it (server-rendered in the stream), not with the product page; through
// the sub-page's data module, which the loader has already loaded, so the list of the views' chunks
// travels there and not in this page's first load.
const ProductViewPage = lazy(() => import('./product-view-data').then((m) => m.loadViewPage()));

/**
 * The static parts (islands): the warranty and key params in the buy block, and the description,
 * specification and stock. Behind a memo, so the page's own updates (a thumbnail picked) leave their
 * server HTML alone until the islands' code has come; reached by client navigation before that code,
 * the details wait in a space of their own.
 */
const Details = memo(function Details({
  product,
  part,
}: {
  product: ProductDetail;
  part: 'buy' | 'details';
}) {
  return part === 'buy' ? (
    <Suspense fallback={null}>
      <ProductBuyFacts product={product} />
    </Suspense>
  ) : (
    <Suspense fallback={<div className="product__details-pending" aria-busy="true" />}>
      <ProductDetails product={product} />
    </Suspense>
  );
});

/** The product page (§2.2): the description view, or one of its sub-pages (documents/, reviews/ …). */
export function Page({ data }: PageProps<typeof productRoute>) {
  if (data.view !== null)
    return (
      <Suspense fallback={null}>
        <ProductViewPage
          product={data.product}
          breadcrumbs={data.breadcrumbs}
          view={data.view}
          reviews={data.reviews}
        />
      </Suspense>
    );
  return <DescriptionPage data={data} />;
}

/** The default view: gallery, price and buy block, the description, specification and stock. */
function DescriptionPage({ data }: PageProps<typeof productRoute>) {
  const { product, breadcrumbs } = data;
  const [picture, setPicture] = useState(product.pictures[0] ?? product.previewPicture);
  const buyBlock = useRef<HTMLDivElement>(null);
  const analytics = useAnalytics();
  useEffect(
    () => analytics.track({ type: 'detail', products: [cardProduct(product)] }),
    [analytics, product],
  );
  const shopsWithStock = product.stock.filter((s) => s.quantity > 0).length;
  return (
    <div className="container product">
      {/* An island; nothing to show before its code: the bar only sticks once the buy block is scrolled past. */}
      <Suspense fallback={null}>
        <StickyProductBar product={product} buyBlock={buyBlock} />
      </Suspense>
      <Breadcrumbs items={breadcrumbs} />
      <h1>{product.title}</h1>
      <div className="product__meta">
        <Rating rating={product.rating} reviewsUrl={`${product.url}reviews/`} />
        <span className="muted">Код: {product.article}</span>
      </div>
      <div className="product__top">
        <div className="gallery">
          <img
            className="gallery__main"
            src={picture}
            alt={product.title}
            width="400"
            height="400"
            fetchPriority="high"
          />
          <ul className="gallery__thumbs">
            {product.pictures.map((p, i) => (
              <li key={p}>
                <button
                  type="button"
                  onClick={() => setPicture(p)}
                  aria-label={`Фото ${i + 1}`}
                  aria-pressed={p === picture}
                >
                  <img src={p} alt="" width="64" height="64" loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="buy" ref={buyBlock}>
          <Price price={product.priceCurrent} />
          <p className={product.isAvailable ? 'buy__stock' : 'buy__stock is-out'}>
            {product.isAvailable
              ? shopsWithStock > 0
                ? `В наличии в ${shopsWithStock} ${plural(shopsWithStock, ['магазине', 'магазинах', 'магазинах'])}`
                : product.deliveryShort
              : 'Нет в наличии'}
          </p>
          <ProductActions product={product} />
          <FastOrderButton
            productId={product.id}
            title={product.title}
            shops={product.stock}
            disabled={!product.isAvailable}
          />
          <SpecialPriceButton
            productId={product.id}
            title={product.title}
            className="link-button buy__special"
          />
          <Details product={product} part="buy" />
        </div>
      </div>
      <Details product={product} part="details" />
    </div>
  );
}
