import type { ProductReview, ProductReviewsData } from '@verstak/sdk';
import { useState } from 'react';
import { Link } from '../../app/router';
import { Pagination } from '../../ui/listing/pagination';
import type { ReviewsQuery } from '../catalog/product-view-data';
import { RatingSummary } from './rating-summary';
import { ReviewActions } from './review-actions';
import { ReviewItem } from './review-item';
import { brandReviewsUrl, sectionReviewsUrl } from './review-page-urls';

const SORTS = [
  ['new', 'Новые'],
  ['useful', 'Полезные'],
  ['high', 'С высокой оценкой'],
  ['low', 'С низкой оценкой'],
] as const;

/** The address of the reviews view with `change` applied (page 1 unless a page is given). */
function hrefOf(base: string, query: ReviewsQuery, change: Partial<ReviewsQuery>): string {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.sort !== 'new') params.set('sort', next.sort);
  if (next.withPhotos) params.set('photos', 'Y');
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** The reviews view (§2.2 reviews/): the rating from published reviews, the list, writing and moderating. */
export function ProductReviews({
  product,
  reviews,
  query,
}: {
  product: {
    id: number;
    title: string;
    url: string;
    section: { title: string; url: string };
    manufacturer: { title: string; code: string };
  };
  reviews: ProductReviewsData;
  query: ReviewsQuery;
}) {
  const base = `${product.url}reviews/`;
  const [own, setOwn] = useState<ProductReview[]>(reviews.own);
  // One review per product and shopper: after writing one (or with one waiting or published) the button goes.
  const written = reviews.written || own.some((review) => review.status !== 'rejected');
  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Отзывы покупателей</h2>
      <div className="reviews__grid">
        <aside className="reviews__aside">
          <RatingSummary rating={reviews.rating} />
          <ReviewActions
            productId={product.id}
            title={product.title}
            returnTo={base}
            written={written}
            onWritten={(review) => setOwn((before) => [review, ...before])}
          />
          <nav className="reviews__more" aria-label="Другие отзывы">
            {product.manufacturer.code && (
              <Link href={brandReviewsUrl(product.manufacturer.code)}>
                Все отзывы о {product.manufacturer.title}
              </Link>
            )}
            {product.section.url.startsWith('/catalog/') && (
              <Link href={sectionReviewsUrl(product.section.url)}>Все отзывы: {product.section.title}</Link>
            )}
          </nav>
        </aside>
        <div className="reviews__list">
          {own.map((review) => (
            <div key={review.id} className="notice">
              <p className="muted">
                {review.status === 'rejected'
                  ? 'Ваш отзыв отклонён модератором.'
                  : 'Ваш отзыв на модерации: его увидят все после проверки.'}
              </p>
              <ReviewItem review={review} votes={false} />
            </div>
          ))}
          <nav className="reviews__sort" aria-label="Сортировка отзывов">
            {SORTS.map(([value, title]) =>
              value === query.sort ? (
                <b key={value} aria-current="true">
                  {title}
                </b>
              ) : (
                <Link key={value} href={hrefOf(base, query, { sort: value })}>
                  {title}
                </Link>
              ),
            )}
            {/* A link takes no aria-pressed (axe: aria-allowed-attr); the chosen filter is the current one. */}
            <Link
              href={hrefOf(base, query, { withPhotos: !query.withPhotos })}
              {...(query.withPhotos ? { 'aria-current': 'true' as const } : {})}
            >
              {query.withPhotos ? '✓ С фото' : 'С фото'}
            </Link>
          </nav>
          {reviews.items.length === 0 ? (
            <p className="empty">
              {query.withPhotos
                ? 'Отзывов с фото пока нет.'
                : 'Отзывов пока нет — расскажите о товаре первым.'}
            </p>
          ) : (
            reviews.items.map((review) => <ReviewItem key={review.id} review={review} />)
          )}
          <Pagination
            page={reviews.pagination.page}
            count={reviews.pagination.pageCount}
            hrefOf={(page) => hrefOf(base, query, { page })}
          />
        </div>
      </div>
    </section>
  );
}
