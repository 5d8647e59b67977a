import { type Breadcrumb, type ProductDetail, type ProductReviewsData, warrantyTitle } from '@verstak/sdk';
import { ProductReviews } from '../reviews/product-reviews';
import { ProductStores } from './product-stores';
import type { ReviewsQuery } from './product-view-data';
import { ProductViewFrame } from './product-view-frame';
import type { ProductView } from './product-views';

const TITLES = {
  specification: 'Характеристики',
  reviews: 'Отзывы о товаре',
  stores: 'Наличие в магазинах',
  documents: 'Документы',
  video: 'Видео',
} as const;

/** A product sub-page (§2.2): the frame, then specification, reviews, stores, documents or video. */
export function ProductViewPage({
  product,
  breadcrumbs,
  view,
  reviews,
}: {
  product: ProductDetail;
  breadcrumbs: Breadcrumb[];
  view: ProductView;
  reviews: { reviews: ProductReviewsData; query: ReviewsQuery } | null;
}) {
  return (
    <ProductViewFrame
      product={product}
      breadcrumbs={breadcrumbs}
      view={view}
      title={view === 'reviews' ? `${TITLES.reviews} ${product.title}` : `${TITLES[view]}: ${product.title}`}
    >
      {view === 'reviews' && reviews ? (
        <ProductReviews product={product} reviews={reviews.reviews} query={reviews.query} />
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
          <ul className="documents">
            {product.documents.map((d) => (
              <li key={d.url}>
                <a href={d.url} type="application/pdf" download>
                  {d.title}
                </a>{' '}
                <span className="muted">PDF, артикул {product.article}</span>
              </li>
            ))}
          </ul>
          <p>
            Гарантия производителя — {warrantyTitle(product.warrantyMonths)}. Гарантийный талон и печатная
            инструкция на русском языке выдаются вместе с товаром.
          </p>
        </section>
      ) : (
        <section aria-labelledby="video-title">
          <h2 id="video-title">Видео</h2>
          <figure className="video-poster">
            <img
              src={product.pictures[1] ?? product.previewPicture}
              alt={`${product.title}: вид сбоку под углом`}
              width="400"
              height="400"
              loading="lazy"
            />
            <figcaption className="muted">
              Видеообзора {product.shortTitle} пока нет — снимаем обзоры самых популярных товаров.
            </figcaption>
          </figure>
          <p>
            Как работать с товаром, рассказывает{' '}
            {product.documents[0] ? (
              <a href={product.documents[0].url} type="application/pdf" download>
                инструкция по эксплуатации (PDF)
              </a>
            ) : (
              'инструкция по эксплуатации'
            )}
            ; <a href={`${product.url}reviews/`}>отзывы покупателей с фото</a> и{' '}
            <a href={`${product.url}specification/`}>характеристики</a> помогут выбрать.
          </p>
        </section>
      )}
    </ProductViewFrame>
  );
}
