import type { Breadcrumb, ProductDetail } from '@verstak/sdk';
import { type ReactNode, useRef } from 'react';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { Price } from '../../ui/product/price';
import { ProductActions } from '../../ui/product/product-actions';
import { Rating } from '../../ui/product/rating';
import { ProductTabs, VIEW_TABS, type ViewName } from './product-tabs';
import { StickyProductBar } from './sticky-product-bar';

/** What every product sub-page shows around its view (§2.2): trail, title, buy block, the bar and the tabs. */
export function ProductViewFrame({
  product,
  breadcrumbs,
  view,
  title,
  children,
}: {
  product: ProductDetail;
  breadcrumbs: Breadcrumb[];
  view: Exclude<ViewName, 'description'>;
  title: string;
  children: ReactNode;
}) {
  const buyBlock = useRef<HTMLDivElement>(null);
  return (
    <div className="container product product-view">
      <StickyProductBar product={product} buyBlock={buyBlock} />
      <Breadcrumbs
        items={[
          ...breadcrumbs.slice(0, -1),
          { title: product.title, url: product.url, sections: [], tags: [] },
          { title: VIEW_TABS[view], url: null, sections: [], tags: [] },
        ]}
      />
      <h1>{title}</h1>
      <div className="product-view__head" ref={buyBlock}>
        <a href={product.url} className="product-view__picture">
          <img src={product.previewPicture} alt={product.title} width="96" height="96" />
        </a>
        <div className="product-view__facts">
          <Rating rating={product.rating} reviewsUrl={`${product.url}reviews/`} />
          <Price price={product.priceCurrent} />
          <span className={product.isAvailable ? 'buy__stock' : 'buy__stock is-out'}>
            {product.deliveryShort}
          </span>
        </div>
        <ProductActions product={product} />
      </div>
      <ProductTabs url={product.url} active={view} reviews={product.rating.count.all} />
      {children}
    </div>
  );
}
