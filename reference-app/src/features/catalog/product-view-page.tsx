import { warrantyTitle } from '@verstak/sdk';
import { useRef } from 'react';
import type { PageProps } from '../../app/define-route';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { Price } from '../../ui/product/price';
import { ProductActions } from '../../ui/product/product-actions';
import { Rating } from '../../ui/product/rating';
import { ProductReviews } from '../reviews/product-reviews';
import { ProductStores } from './product-stores';
import { ProductTabs } from './product-tabs';
import type { productViewRoute } from './product-view.route';
import { PRODUCT_VIEWS } from './product-views';
import { StickyProductBar } from './sticky-product-bar';

/** A product sub-page (§2.2): the product's head and buy block, its tabs, then the view itself. */
export function Page({ data }: PageProps<typeof productViewRoute>) {
  const { product, breadcrumbs, view } = data;
  const buyBlock = useRef<HTMLDivElement>(null);
  const names = PRODUCT_VIEWS[view];
  return (
    <div className="container product product-view">
      <StickyProductBar product={product} buyBlock={buyBlock} />
      <Breadcrumbs
        items={[
          ...breadcrumbs.slice(0, -1),
          { title: product.title, url: product.url, sections: [], tags: [] },
          { title: names.tab, url: null, sections: [], tags: [] },
        ]}
      />
      <h1>{names.title(product.title)}</h1>
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
      {view === 'reviews' && data.reviews ? (
        <ProductReviews product={product} reviews={data.reviews} query={data.query} />
      ) : view === 'stores' ? (
        <ProductStores product={product} />
      ) : view === 'specification' ? (
        <section aria-labelledby="spec-title">
          <h2 id="spec-title">Характеристики</h2>
          <dl className="spec">
            {product.properties.map((p) => (
              <div key={p.code}>
                <dt>{p.title}</dt>
                <dd>{p.value}</dd>
              </div>
            ))}
            <div>
              <dt>Гарантия</dt>
              <dd>{warrantyTitle(product.warrantyMonths)}</dd>
            </div>
          </dl>
        </section>
      ) : view === 'documents' ? (
        <section aria-labelledby="docs-title">
          <h2 id="docs-title">Документы</h2>
          <p>
            Гарантия производителя — {warrantyTitle(product.warrantyMonths)}. Гарантийный талон, инструкция по
            эксплуатации на русском языке и сертификат (декларация) соответствия ЕАЭС выдаются вместе с
            товаром.
          </p>
          <p className="muted">
            Электронные копии документов для этого товара не загружены. Нужна копия до покупки — позвоните в
            магазин из раздела «Наличие в магазинах», её пришлют на почту.
          </p>
        </section>
      ) : (
        <section aria-labelledby="video-title">
          <h2 id="video-title">Видео</h2>
          <p className="muted">Видеообзоров этого товара пока нет.</p>
          <p>
            <a href={`${product.url}reviews/`}>Отзывы покупателей с фото</a> и{' '}
            <a href={`${product.url}specification/`}>характеристики</a> помогут выбрать.
          </p>
        </section>
      )}
    </div>
  );
}
